//! Every way docs/FORUM-POSTS.md says a ply may be numbered, and every
//! normalisation it lists, reads the same in a bare record as in a post:
//! the same plies, the same warnings, the same errors. The record reader
//! and the post reader share one layer for it (`src/record/numbering.rs`).

use hensou::formats;
use hensou::replay::{self, Options, Report};

/// A Chatra game of 24 plies (fixtures/forum/chatra-12), legal under the
/// rules a post that names no rules is read with.
const CHATRA: &str = "k1 Og3 Oe1 h3 c12 h3-g4 g11 l10 k5 k12 Oe2 g4-f3+ Od1 l10-l9+ Oc2 i6 \
                      g11-h12 f3-f4+ Od3 i6-h5+ Od2 l9-k9+ k1xk9 h5-d3+";

/// `text` with its ASCII letters, digits and marks typed full-width.
fn wide(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '!'..='~' => char::from_u32(c as u32 + 0xFEE0).unwrap_or(c),
            c => c,
        })
        .collect()
}

/// One way of writing a numbered ply, and what stands between two plies.
struct Form {
    name: &'static str,
    ply: fn(usize, &str) -> String,
    between: &'static str,
}

const FORMS: &[Form] = &[
    Form {
        name: "N.",
        ply: |n, m| format!("{n}.{m}"),
        between: " ",
    },
    Form {
        name: "N. and a blank",
        ply: |n, m| format!("{n}. {m}"),
        between: "\n",
    },
    Form {
        name: "N． (full-width stop)",
        ply: |n, m| format!("{n}．{m}"),
        between: " ",
    },
    Form {
        name: "full-width digits (４.)",
        ply: |n, m| format!("{}.{m}", wide(&n.to_string())),
        between: " ",
    },
    Form {
        name: "full-width digits, stop and move (１２．ｇ４)",
        ply: |n, m| format!("{}．{}", wide(&n.to_string()), wide(m)),
        between: "\u{3000}",
    },
    Form {
        name: "N手目",
        ply: |n, m| format!("{n}手目 {m}"),
        between: "\n",
    },
    Form {
        name: "full-width N手目",
        ply: |n, m| format!("{}手目\u{3000}{m}", wide(&n.to_string())),
        between: "\n",
    },
    Form {
        name: "第N手(...)",
        ply: |n, m| format!("第{n}手({m})"),
        between: " ",
    },
    Form {
        name: "第N手（...） full-width",
        ply: |n, m| format!("第{}手（{}）", wide(&n.to_string()), wide(m)),
        between: "\n",
    },
    Form {
        name: "第N手 move",
        ply: |n, m| format!("第{n}手 {m}"),
        between: " ",
    },
    Form {
        name: "第N手目 move",
        ply: |n, m| format!("第{n}手目 {m}"),
        between: "\n",
    },
    Form {
        name: "。 between plies",
        ply: |n, m| format!("{n}.{m}"),
        between: "。",
    },
    Form {
        name: "、 between plies",
        ply: |n, m| format!("{n}.{m}"),
        between: "、",
    },
    Form {
        name: "「」 around the move",
        ply: |n, m| format!("{n}.「{m}」"),
        between: " ",
    },
    Form {
        name: "「」 around the numbered move",
        ply: |n, m| format!("「{n}.{m}」"),
        between: "",
    },
    Form {
        name: "『』 around the numbered move",
        ply: |n, m| format!("『{n}.{m}』"),
        between: " ",
    },
    Form {
        name: "look-alike dash and cross (ー, ×)",
        ply: |n, m| format!("{n}.{}", m.replace('-', "ー").replace('x', "×")),
        between: " ",
    },
    Form {
        name: "full-width dash and cross (－, ×)",
        ply: |n, m| format!("{n}.{}", m.replace('-', "－").replace('x', "×")),
        between: " ",
    },
    Form {
        name: "CR line ends",
        ply: |n, m| format!("{n}.{m}"),
        between: "\r",
    },
];

/// What a reading says, in terms that do not depend on where the record
/// stands in its text: the plies as written, and each problem's code,
/// severity, ply, message, the text it points at and the moves it offers.
#[derive(Debug, PartialEq)]
struct Reading {
    variant: Option<&'static str>,
    plies: Vec<String>,
    problems: Vec<Said>,
}

/// One problem, where its text is, not where it stands.
#[derive(Clone, Debug, PartialEq)]
struct Said {
    code: String,
    severity: String,
    ply: Option<usize>,
    message: String,
    at: String,
    suggestions: Vec<String>,
}

/// Reads `text` as hensou does with no option, and says whether it was
/// read as prose (a post) or as a record.
fn read(text: &str) -> (bool, Reading) {
    let games = formats::read(text, hensou::Reading::Auto);
    assert_eq!(games.len(), 1, "one game in:\n{text}");
    let report: Report = replay::run(text, &games[0], &Options::default());
    let problems = report
        .problems
        .iter()
        .map(|p| Said {
            code: p.code.as_str().to_string(),
            severity: format!("{:?}", p.severity),
            ply: p.ply,
            message: p.message.clone(),
            at: text[p.span.range()].to_string(),
            suggestions: p.suggestions.clone(),
        })
        .collect();
    let reading = Reading {
        variant: report.variant,
        plies: report
            .plies
            .iter()
            .map(|p| p.text(text).to_string())
            .collect(),
        problems,
    };
    (games[0].from_prose, reading)
}

/// `body` in a post: after a line of prose, and with a line after it.
fn in_post(body: &str) -> String {
    format!("Here is the game so far:\n{body}\nYour move, I think.\n")
}

fn numbered(form: &Form, moves: &[&str]) -> String {
    let plies: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(k, m)| (form.ply)(k + 1, m))
        .collect();
    plies.join(form.between)
}

/// Each form reads the same in a bare list as in a post. A text that opens
/// with `N手目` or `第N手` is read as a post whether it is bare or not (a
/// KIF move's `(77)` would be a variation in a record), so each form is
/// also written after a first ply numbered `1.`, which makes the text a
/// record: the record reader must read the form as the post reader does,
/// with and without a tag.
#[test]
fn every_form_reads_the_same_as_a_record_and_in_a_post() {
    let moves: Vec<&str> = CHATRA.split_whitespace().collect();
    let tag = "[Variant \"chatra\"]\n";
    for form in FORMS {
        let body = numbered(form, &moves);
        let record = format!(
            "1.{}{}",
            moves[0],
            &numbered(form, &moves)[(form.ply)(1, moves[0]).len()..]
        );
        let (_, bare) = read(&body);
        let (post_prose, post) = read(&in_post(&body));
        assert!(post_prose, "{}: the post is read as prose", form.name);
        assert_eq!(bare, post, "{}: bare list and post", form.name);
        assert_eq!(bare.variant, Some("chatra"), "{}: detected", form.name);
        assert_eq!(bare.plies.len(), moves.len(), "{}: {:?}", form.name, bare);
        assert!(
            bare.problems.iter().all(|p| p.severity == "Warning"),
            "{}: {:?}",
            form.name,
            bare.problems
        );
        for tag in ["", tag] {
            let (record_prose, read_record) = read(&format!("{tag}{record}"));
            let (_, read_post) = read(&format!("{tag}{}", in_post(&record)));
            assert!(!record_prose, "{}: read as a record:\n{record}", form.name);
            assert_eq!(
                read_record, read_post,
                "{}: record and post {tag}",
                form.name
            );
            assert_eq!(
                read_record.plies.len(),
                moves.len(),
                "{}: {read_record:?}",
                form.name
            );
        }
    }
}

/// A form whose characters were folded says so once a ply, or once a game
/// for its move numbers, with the same words in a record as in a post.
#[test]
fn folded_forms_are_read_with_the_same_warnings() {
    let moves: Vec<&str> = CHATRA.split_whitespace().collect();
    for name in [
        "N． (full-width stop)",
        "full-width digits (４.)",
        "full-width N手目",
        "look-alike dash and cross (ー, ×)",
    ] {
        let form = FORMS.iter().find(|f| f.name == name).expect(name);
        let (_, reading) = read(&numbered(form, &moves));
        let lenient = reading
            .problems
            .iter()
            .filter(|p| p.code == "notation::normalised")
            .count();
        assert!(lenient >= 1, "{name}: {:?}", reading.problems);
    }
}

/// Alquerque numbered per turn: with `N...` for the second player's ply
/// both readers read the same; with the number left out, the post says
/// that it chose to read the text per turn, and a record, whose words
/// after a number are its plies, reads the same plies without a word.
#[test]
fn per_turn_numbering_reads_the_same_plies() {
    let turns = [
        ("d2-c3", "b4xd2"),
        ("e1xc3", "d4xd2xb4"),
        ("e3-d3", "e4-e3"),
        ("e2xe4", "e5xe3xc3"),
    ];
    let continued: Vec<String> = (turns.iter().enumerate())
        .map(|(k, (a, b))| format!("{n}. {a} {n}... {b}", n = k + 1))
        .collect();
    let wide_continued: Vec<String> = (turns.iter().enumerate())
        .map(|(k, (a, b))| {
            format!(
                "{n}．{a}\u{3000}{n}．．．{b}",
                n = wide(&(k + 1).to_string())
            )
        })
        .collect();
    for body in [continued.join("\n"), wide_continued.join(" ")] {
        let (_, bare) = read(&body);
        let (_, post) = read(&format!("Re: our game\n\n{body}\n\nRegards\n"));
        assert_eq!(bare, post);
        assert_eq!(bare.plies.len(), 8, "{bare:?}");
    }
    let plain: Vec<String> = (turns.iter().enumerate())
        .map(|(k, (a, b))| format!("{}. {a} {b}", k + 1))
        .collect();
    let body = plain.join("\n");
    let (bare_prose, bare) = read(&body);
    let (_, post) = read(&format!("Re: our game\n\n{body}\n"));
    assert!(!bare_prose);
    assert_eq!(bare.plies, post.plies);
    let chose: Vec<_> = post
        .problems
        .iter()
        .filter(|p| p.code == "forum::numbering")
        .collect();
    assert_eq!(chose.len(), 1, "{:?}", post.problems);
    assert_eq!(chose[0].at, "b4xd2");
    let others = |r: &Reading| {
        (r.problems.iter())
            .filter(|p| p.code != "forum::numbering")
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(others(&bare), others(&post));
}

/// In a post numbered per turn, a second player's ply the rules refuse is
/// still that ply: the error is said of it, not of the next number's move,
/// which taken for the second player's would be blamed for moving the
/// other side's piece. A remark after a move is still a remark.
#[test]
fn a_refused_reply_in_a_post_numbered_per_turn_is_the_ply_it_stands_for() {
    let post = "Re: our game\n\n1. d2-c3 c4-b3\n2. e1xc3 b5-b4\n";
    let (prose, reading) = read(post);
    assert!(prose);
    assert_eq!(reading.plies, ["d2-c3"]);
    let said = |reading: &Reading| {
        (reading.problems.iter())
            .map(|p| (p.code.clone(), p.ply, p.at.clone()))
            .collect::<Vec<_>>()
    };
    let as_said = |said: &[(&str, Option<usize>, &str)]| {
        (said.iter())
            .map(|&(code, ply, at)| (code.to_string(), ply, at.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        said(&reading),
        as_said(&[
            ("record::detected-variant", None, "1. d2-c3"),
            ("forum::numbering", None, "c4-b3"),
            ("alquerque::not-on-line", Some(2), "c4-b3"),
        ])
    );

    let detected = ("record::detected-variant", None, "1. d2-c3");
    let (_, reading) = read("Re: our game\n\n1. d2-c3 c4-b3\n");
    assert_eq!(reading.plies, ["d2-c3"]);
    let (_, alone) = read(post);
    assert_eq!(said(&alone), said(&reading));

    // A post numbered per ply: the next number's move is the reply, so a
    // word after the first move, refused as one, is a remark.
    // A remark that names a move no ply is is named itself; one that
    // repeats the ply it follows cites it.
    let unread = ("forum::unread-moves", None, "c4-b3");
    for (remark, named) in [
        ("c4-b3 would lose a piece", &[detected, unread][..]),
        ("d2-c3?", &[detected]),
        ("c4-b3", &[detected, unread]),
    ] {
        let (_, reading) = read(&format!("Re: our game\n\n1. d2-c3 {remark}\n2. b4xd2\n"));
        assert_eq!(reading.plies, ["d2-c3", "b4xd2"], "{remark}");
        assert_eq!(said(&reading), as_said(named), "{remark}");
    }
}

/// Annotation marks on a turn's first move, and a comma, a semicolon or a
/// dash, slash or ellipsis standing alone between the two plies of a turn, part
/// them as a blank does: the same plies and the same words said as without
/// them. (Each once made the reply a remark: a legal game was blamed at its
/// next turn for moving the other side's piece, or its replies went
/// unchecked.)
#[test]
fn marks_between_the_plies_of_a_turn_part_them_as_a_blank() {
    let turns = "1. d2-c3 b4xd2\n2. e1xc3 d4xd2xb4\n";
    let (_, plain) = read(&format!("Hi Bob,\n\n{turns}\nYour move.\n"));
    assert_eq!(plain.plies, ["d2-c3", "b4xd2", "e1xc3", "d4xd2xb4"]);
    for mark in [
        ",", " ;", "，", "!", "?! ,", "??", " -", " /", " —", " ...", " …",
    ] {
        let marked = turns.replace("c3 ", &format!("c3{mark} "));
        let (_, mut reading) = read(&format!("Hi Bob,\n\n{marked}\nYour move.\n"));
        // The game's first word, the detection warning's label, takes the
        // mark with it.
        let first = (reading.problems.iter_mut()).find(|p| p.code == "record::detected-variant");
        let first = first.expect("the game is detected");
        let touching = mark.split(' ').next().unwrap_or_default();
        assert_eq!(first.at, format!("1. d2-c3{touching}"));
        first.at = "1. d2-c3".into();
        assert_eq!(reading, plain, "{marked}");
    }
}

/// A letter O typed for a zero is an error at its ply in a record as in a
/// post, naming the nearest reading, and nothing is said after it.
#[test]
fn a_letter_o_for_a_zero_is_the_same_error_in_a_record() {
    let body =
        "1.f1 2.Oc11 3.Od9 4.j11 5.b3 6.l8 7.f1-f2 8.l8-k7 9.k2 10.b12 11.l11 12.h1O 13.l11-l10";
    let (bare_prose, bare) = read(body);
    let (_, post) = read(&format!("Here:\n{body}\n"));
    assert!(!bare_prose);
    assert_eq!(bare, post);
    let errors: Vec<_> = bare
        .problems
        .iter()
        .filter(|p| p.severity == "Error")
        .collect();
    assert_eq!(errors.len(), 1, "{:?}", bare.problems);
    assert_eq!(errors[0].ply, Some(12));
    assert!(errors[0].message.contains("`h1O`"), "{:?}", errors[0]);
    assert!(
        errors[0].suggestions.iter().any(|s| s == "h10"),
        "{:?}",
        errors[0]
    );
}

/// A mail's signature, from its `-- ` line, is never read: a tagline's
/// numbered moves are neither a game nor a quote, and one warning says
/// that they were passed over.
#[test]
fn a_signature_is_not_read() {
    let body = "1.f1 2.Oc11 3.Od9 4.j11 5.b3 6.l8";
    for separator in ["-- ", "--"] {
        let text = format!(
            "Here is my move:\n{body}\n\n{separator}\nAlfonso | tel. 91 123 45 67\n\
             \"1.f9 2.Oh1 3.Of11 - the only opening\"\n> 4.g4 quoted in the tagline\n"
        );
        let games = formats::read(&text, hensou::Reading::Auto);
        assert_eq!(games.len(), 1, "{text}");
        assert!(games[0].quoted.is_empty(), "{:?}", games[0].quoted);
        let (_, reading) = read(&text);
        let moves: Vec<&str> = body
            .split_whitespace()
            .filter_map(|w| w.split_once('.').map(|(_, m)| m))
            .collect();
        assert_eq!(reading.plies, moves);
        let signature: Vec<_> = (reading.problems.iter())
            .filter(|p| p.code == "forum::signature")
            .collect();
        assert_eq!(signature.len(), 1, "{:?}", reading.problems);
        assert_eq!(signature[0].severity, "Warning");
        assert_eq!(signature[0].at, "1.f9");
    }
    // A signature ends where the next mail's header starts.
    let text = format!("Hi,\n{body}\n-- \nAlfonso\n\nSubject: Re: our game\n7.f1-f2 8.l8-k7\n");
    let (_, reading) = read(&text);
    assert_eq!(reading.plies.len(), 8, "{:?}", reading);
    // A line that only starts with `--` is no separator.
    let text = format!("Hi,\n{body}\n-- Arshe\n7.f1-f2\n");
    assert_eq!(read(&text).1.plies.len(), 7);
}

/// Shogi moves in Japanese notation, in a Japanese post: `、`, `。` and kana
/// after a move end it as a blank does (`▲７六歩、`, `７六歩まで`), and
/// `初手` ("the first move") numbers ply 1 as `1手目` does. (Each once made
/// the first move unreadable, or the game unknown.)
#[test]
fn japanese_prose_around_shogi_moves() {
    let moves = ["▲７六歩", "△３四歩", "▲２六歩", "△８四歩"];
    type Write = fn(usize, &str) -> String;
    let forms: [(&str, Write); 6] = [
        ("N. and a blank", |n, m| format!("{n}.{m} ")),
        ("、 after the move", |n, m| format!("{n}.{m}、")),
        ("。 after the move", |n, m| format!("{n}.{m}。")),
        ("kana after the move", |n, m| format!("{n}.{m}と指して、")),
        ("N手目 and 、", |n, m| format!("{n}手目{m}、")),
        ("初手, then N手目", |n, m| match n {
            1 => format!("初手{m}、"),
            n => format!("{n}手目{m}、"),
        }),
    ];
    for (name, form) in forms {
        let body: String = (moves.iter().enumerate())
            .map(|(k, m)| form(k + 1, m))
            .collect();
        let (prose, reading) = read(&format!("どうも\n{body}まで。\n"));
        assert!(prose, "{name}");
        assert_eq!(reading.variant, Some("shogi"), "{name}");
        assert_eq!(reading.plies, moves, "{name}: {:?}", reading.problems);
        let errors: Vec<_> = (reading.problems.iter())
            .filter(|p| p.severity == "Error")
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
}

/// Moves of every game read in a two-line post, where the reader once found
/// no move or the notation refused one: a Macedonian move opening with a
/// kanji (`譲位５五重（57）`), Shelt's hand actions (`+rez`) and a piece named
/// in brackets (`tms[mat]:T4-E4xmir`), and an annotation mark stuck to a
/// turn's first move in a notation that reads a move to the end of its word
/// (`7g7f!`, `fav:I4-B4?!`), where the post reader parts them as a blank.
#[test]
fn every_games_moves_read_in_a_post() {
    let posts: &[(&str, &str, &[&str])] = &[
        (
            "macedonian",
            "1.譲位５五重（57） 2.５四重（52）",
            &["譲位５五重（57）", "５四重（52）"],
        ),
        (
            "shelt",
            "1.lis:P2-B3 2.din:E1-S1=rez:E2-S2 3.lis:B3-S2xrez 4.pin:V3-E2 5.+rez",
            &[
                "lis:P2-B3",
                "din:E1-S1=rez:E2-S2",
                "lis:B3-S2xrez",
                "pin:V3-E2",
                "+rez",
            ],
        ),
        (
            "shelt",
            "1.zan:I5-B4=fav:I4-B3 2.kun:E3-S2=mat:E4-S3 3.dia:P5-I4 4.tan:E7^r \
             5.fav:B3-S3xmat 6.mir:V4-E4 7.+mat 8.kun:S2-T1 9.tms[mat]:T4-E4xmir",
            &[
                "zan:I5-B4=fav:I4-B3",
                "kun:E3-S2=mat:E4-S3",
                "dia:P5-I4",
                "tan:E7^r",
                "fav:B3-S3xmat",
                "mir:V4-E4",
                "+mat",
                "kun:S2-T1",
                "tms[mat]:T4-E4xmir",
            ],
        ),
        (
            "shogi",
            "1. 7g7f! 3c3d 2. 2g2f?! 8c8d",
            &["7g7f", "3c3d", "2g2f", "8c8d"],
        ),
        ("otomo", "1. 7g7f?? 3c3d", &["7g7f", "3c3d"]),
        (
            "shelt",
            "1. fav:I4-B4?! tan:E7^r",
            &["fav:I4-B4", "tan:E7^r"],
        ),
        (
            "macedonian",
            "1. ７六歩（77）! 譲位３三騎（21）",
            &["７六歩（77）", "譲位３三騎（21）"],
        ),
    ];
    for &(game, record, plies) in posts {
        let post = format!("Hi Bob,\n{record}\n");
        let source = hensou::Source::from_text("post", post.as_str());
        let reports: Vec<_> = (source.games_as(hensou::Reading::Forum))
            .map(|g| g.validate(&hensou::Options::new().game(game)))
            .collect();
        assert_eq!(reports.len(), 1, "{post}");
        let read: Vec<&str> = (reports[0].plies().iter())
            .map(|p| p.text(source.text()))
            .collect();
        assert_eq!(read, plies, "{post}");
        let errors: Vec<_> = (reports[0].diagnostics().iter())
            .filter(|d| d.is_error())
            .map(|d| d.message().to_string())
            .collect();
        assert!(
            reports[0].is_valid() && errors.is_empty(),
            "{post}: {errors:?}"
        );
    }
}

/// A list of moves with no tags that a line of prose follows (`Your move!`)
/// is a mail: the line is a remark, as in a post whose prose comes first,
/// never the next ply. Every game's list reads as the same list bare. A
/// remark inside a `{comment}`, or a line opening with a number or a move,
/// leaves the text a record.
#[test]
fn a_list_of_moves_then_a_line_of_prose_is_a_mail() {
    let lists = [
        ("chatra", "1.k1 2.Og3 3.Oe1 4.h3"),
        ("alquerque", "1. d3-c3 b3xd3 2. e3xc3 e4-e3"),
        ("shogi", "1.P-7f P-3d 2.P-2f P-8d 3.P-2e P-8e"),
    ];
    for (game, list) in lists {
        let (_, bare) = read(list);
        for remark in ["Your move!", "I liked this game.", "ここまで。"] {
            let mail = format!("{list}\n{remark}\n");
            let (prose, read_mail) = read(&mail);
            assert!(prose, "{game}: read as a record:\n{mail}");
            assert_eq!(read_mail.plies, bare.plies, "{game}:\n{mail}");
            assert_eq!(read_mail.variant, Some(game), "{game}:\n{mail}");
            assert!(
                (read_mail.problems.iter()).all(|p| p.severity == "Warning"),
                "{game}: {:?}",
                read_mail.problems
            );
        }
    }
    for record in [
        "1.k1 2.Og3 {a remark\nover two lines} 3.Oe1 4.h3\n",
        "1.k1 2.Og3\nOe1 4.h3\n",
        "1.k1 2.Og3\n第３手（Ｏｅ１）\n",
    ] {
        assert!(!read(record).0, "read as a post:\n{record}");
    }
}
