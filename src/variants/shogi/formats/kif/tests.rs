use super::endings::{ENDINGS, ending_token};
use super::lines::{
    diagram_move_number, numbered_move, time_column, time_column_as_text, touching_time,
    trim_blanks, written_time_column,
};
use super::plain::{high_bytes, plain_move};
use super::read::read_game_by;
use super::*;
use crate::record::{Element, Ending};
use crate::variants::shogi::formats::csa;
use crate::variants::shogi::formats::runs::Runs;

/// Every text of up to four pieces drawn from blanks, line ends and
/// other characters.
fn blank_texts() -> Vec<String> {
    let pieces = [
        " ", "\t", "　", "\u{feff}", "\r", "\n", "a", "歩", "1", "\u{3001}",
    ];
    let mut texts = vec![String::new()];
    for _ in 0..4 {
        let longer: Vec<String> = texts
            .iter()
            .flat_map(|t| pieces.iter().map(move |p| format!("{t}{p}")))
            .collect();
        texts.extend(longer);
    }
    texts
}

#[test]
fn trim_blanks_agrees_with_trim_matches() {
    for t in blank_texts() {
        let blanks = [' ', '\t', '　', '\u{feff}'];
        assert_eq!(trim_blanks(&t, false), t.trim_matches(blanks), "{t:?}");
        let with_ends = [' ', '\t', '　', '\u{feff}', '\r', '\n'];
        assert_eq!(trim_blanks(&t, true), t.trim_matches(with_ends), "{t:?}");
    }
}

/// The byte-level `move_line` reads what parsing the number and trimming
/// with `str` methods reads.
#[test]
fn move_line_agrees_with_str_methods() {
    fn by_str(line: &str) -> Option<(u32, &str)> {
        let t = line.trim_start();
        let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let rest = t[digits..].strip_prefix([' ', '\t', '　'])?;
        let number = t[..digits].parse().ok()?;
        Some((number, rest.trim_start_matches([' ', '\t', '　'])))
    }
    let numbers = [
        "",
        "1",
        "12",
        "007",
        "4294967295",
        "4294967296",
        "99999999999",
    ];
    for n in numbers {
        for t in blank_texts() {
            for line in [format!("{n}{t}"), format!("{t}{n}{t}")] {
                assert_eq!(move_line(&line), by_str(&line), "{line:?}");
            }
        }
    }
}

/// [`numbered_move`] as it counted the blanks and the digits before
/// reading them, which the one pass replaces.
fn numbered_move_by_counts(raw: &[u8]) -> Option<u32> {
    let blanks = raw.iter().take_while(|&&b| b == b' ' || b == b'\t').count();
    let rest = &raw[blanks..];
    let digits = (rest.iter().take(10))
        .take_while(|b| b.is_ascii_digit())
        .count();
    let (1..=9, [b' ', lead, after @ ..]) = (digits, &rest[digits..]) else {
        return None;
    };
    let blank = matches!(
        (lead, after),
        (0xE3, [0x80, 0x80, ..]) | (0xEF, [0xBB, 0xBF, ..])
    );
    if *lead < 0xC2 || blank {
        return None;
    }
    Some((rest[..digits].iter()).fold(0, |n, d| n * 10 + u32::from(d - b'0')))
}

proptest::proptest! {
    /// The one look at a line's bytes reads the number the trimmed
    /// line's `move_line` reads, whenever it reads one.
    #[test]
    fn numbered_move_agrees_with_move_line(
        pieces in proptest::collection::vec(0..18usize, 0..12),
    ) {
        const PIECES: [&str; 18] = [
            " ", "\t", "1", "0", "9", "12345", "７", "六", "歩", "同", "　", "\u{feff}",
            "(", "\r", "\n", "a", "\u{85}", "\u{a0}",
        ];
        let line: String = pieces.iter().map(|&p| PIECES[p]).collect();
        proptest::prop_assert_eq!(
            numbered_move(line.as_bytes()),
            numbered_move_by_counts(line.as_bytes()),
            "{:?}", line
        );
        if let Some(number) = numbered_move(line.as_bytes()) {
            let long = move_line(trim_blanks(&line, true)).map(|(n, _)| n);
            proptest::prop_assert_eq!(Some(number), long, "{:?}", line);
        }
    }
}

#[test]
fn numbered_move_takes_the_common_lines() {
    assert_eq!(
        numbered_move("   1 ７六歩(77)   ( 0:01/00:00:01)\n".as_bytes()),
        Some(1)
    );
    assert_eq!(numbered_move("  12 同　歩(33)\r\n".as_bytes()), Some(12));
    assert_eq!(numbered_move("   3 投了".as_bytes()), Some(3));
    assert_eq!(numbered_move("1234567890 ７六歩".as_bytes()), None);
    assert_eq!(numbered_move("1 \u{3000}７六歩".as_bytes()), None);
}

#[test]
fn no_ending_starts_as_a_move() {
    for (word, ..) in ENDINGS {
        assert!(
            !word.starts_with(|c| matches!(c, '１'..='９' | '同')),
            "{word}"
        );
    }
    assert_eq!(
        ending_token("投了", 3, 0),
        Some(("0-1".to_string(), Ending::Resignation))
    );
}

#[test]
fn kif_lines_become_elements_with_exact_spans() {
    let text = "先手：A\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:00/00:00:00)\n*a note\n   2 同　歩(33)\n   3 投了\nまで2手で後手の勝ち\n";
    let g = &read(text)[0];
    assert_eq!(g.tag("Sente"), Some("A"));
    assert_eq!(g.tag("Variant"), Some("shogi"));
    let moves: Vec<&str> = g.move_runs(text);
    assert_eq!(moves, ["７六歩(77)", "同　歩(33)"]);
    assert!(
        g.movetext
            .iter()
            .any(|e| matches!(e, Element::Result { token, .. } if token == "0-1"))
    );
    assert!(
        g.movetext
            .iter()
            .any(|e| matches!(e, Element::Comment { text, .. } if text == "a note"))
    );
}

#[test]
fn a_bod_diagram_becomes_a_position() {
    let text = "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ ・ 玉 ・ ・ ・ と|九\n+---------------------------+\n先手の持駒：歩十六\n";
    assert_eq!(
        read(text)[0].tag("Position"),
        Some("4k4/9/9/9/9/9/9/9/4K3+P b 16P 1")
    );
}

#[test]
fn the_plies_before_a_diagram_set_the_move_number() {
    let bod = sfen_to_bod("8k/9/6NGP/9/9/9/9/9/K8 b - 41").unwrap();
    assert!(bod.ends_with("先手番\n手数＝40\n"), "{bod}");
    let text = format!("{bod}手数----指手---------消費時間--\n  41 １二歩成(13)\n");
    let g = &read(&text)[0];
    assert_eq!(g.tag("Position"), Some("8k/9/6NGP/9/9/9/9/9/K8 b - 41"));
    assert!(
        g.movetext
            .iter()
            .any(|e| matches!(e, Element::Number { number: 1, .. }))
    );
}

/// The line under a diagram may name the last move after its number,
/// as `hensou replay` and Kifu for Windows write it.
#[test]
fn a_diagram_line_naming_the_last_move_sets_the_move_number() {
    let bod = sfen_to_bod("8k/9/6NGP/9/9/9/9/9/K8 w - 31").unwrap();
    let bod = bod.replace("手数＝30\n", "手数＝30　△８七角不成　まで\n");
    let g = &read(&bod)[0];
    assert_eq!(g.tag("Position"), Some("8k/9/6NGP/9/9/9/9/9/K8 w - 31"));
    assert_eq!(diagram_move_number("手数＝30"), Some(30));
    assert_eq!(diagram_move_number("手数＝ 7 ▲７六歩 まで"), Some(7));
    assert_eq!(diagram_move_number("手数＝30手"), None);
    assert_eq!(diagram_move_number("手数＝まで"), None);
}

#[test]
fn a_handicap_sets_the_position_and_gote_moves_first() {
    let text = "手合割：香落ち\n手数----指手---------消費時間--\n   1 ３二銀(31)\n   2 投了\n";
    let g = &read(text)[0];
    assert_eq!(
        g.tag("Position"),
        Some("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
    );
    // Sente resigns at ply 2: the handicap giver (Gote) wins.
    assert!(
        g.movetext
            .iter()
            .any(|e| matches!(e, Element::Result { token, .. } if token == "0-1"))
    );
}

#[test]
fn a_ki2_move_with_a_colon_is_no_header() {
    // Otomo cards are written `▲熟:３六歩成`: still the same game.
    let text = "手合割：平手\n▲１六歩    △８四歩\n▲熟:３六歩成\n";
    let games = read_chunk_as(text, 0, usize::MAX, Runs::Apart).0;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].move_runs(text).len(), 3);
}

/// KI2 moves joined into runs are read, checked, converted and
/// reported as each move apart.
fn joined_runs_read_as_apart(text: &str) {
    let read_as = |runs| read_chunk_as(text, 0, usize::MAX, runs).0;
    let (joined, apart) = (read_as(Runs::Joined), read_as(Runs::Apart));
    csa::tests::same_verdicts(text, &joined, &apart, "ki2");
}

#[test]
fn fixtures_read_the_same_with_runs_joined() {
    csa::tests::each_fixture(&["kif", "kifu", "ki2", "ki2u"], joined_runs_read_as_apart);
}

/// A game that repeats its position a fourth time at ply 14
/// (sennichite), so that moves go on after its end.
const REPEATING: [&str; 16] = [
    "▲７六歩",
    "△３四歩",
    "▲３八飛",
    "△７二飛",
    "▲２八飛",
    "△８二飛",
    "▲３八飛",
    "△７二飛",
    "▲２八飛",
    "△８二飛",
    "▲３八飛",
    "△７二飛",
    "▲２八飛",
    "△８二飛",
    "▲２六歩",
    "△８四歩",
];

/// What a KI2 record may hold between its moves, odd moves too.
const OTHER_PARTS: [&str; 20] = [
    "▲同　歩",
    "△同 歩",
    "▲同",
    "△同",
    "▲",
    "▲７六歩x",
    "△３四歩▲２六歩",
    "▲熟:３六歩成",
    "*反則手",
    "*a note",
    "まで9手で後手の反則勝ち",
    "まで14手で千日手",
    "変化：3手",
    "変化：14手",
    "手合割：平手",
    "▽８四歩",
    "☗２五歩",
    "▲９九玉",
    "#Rules：otomo",
    "",
];

/// What follows a part: blanks, a line end or nothing.
const SEPARATORS: [&str; 11] = [
    " ", "    ", "\u{3000}", "\t", "", "\n", "\r\n", " \r \n", "\r ", "\u{c} ", "\n\n ",
];

/// A foul claimed after the game's end: the ply after the end is taken
/// for the foul only when it is the last move.
#[test]
fn a_foul_claimed_after_the_end_reads_as_apart() {
    for moves in [15, 16] {
        let text = REPEATING[..moves].join("    ");
        for claim in ["*反則手", "まで15手で先手の反則勝ち", "*二歩の反則"] {
            joined_runs_read_as_apart(&format!("手合割：平手\n{text}\n{claim}\n"));
        }
    }
}

proptest::proptest! {
    #[test]
    fn records_read_the_same_with_runs_joined(
        parts in proptest::collection::vec(
            (0..3 * OTHER_PARTS.len(), 0..SEPARATORS.len()), 0..60),
        header in 0..3usize,
    ) {
        let mut text = ["手合割：平手\n", "#Rules：otomo\n", ""][header].to_string();
        let mut next = 0;
        for (part, separator) in parts {
            match OTHER_PARTS.get(part) {
                Some(other) => text.push_str(other),
                None => {
                    text.push_str(REPEATING[next % REPEATING.len()]);
                    next += 1;
                }
            }
            text.push_str(SEPARATORS[separator]);
        }
        joined_runs_read_as_apart(&text);
    }
}

#[test]
fn same_square_with_an_ascii_space_is_one_move() {
    let text =
        "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同 銀(31)   ( 0:01/00:00:02)\n";
    let g = &read(text)[0];
    let last = g.move_runs(text).last().copied();
    assert_eq!(last, Some("同 銀(31)"));
}

proptest::proptest! {
    /// A time column read by bytes reads as it reads as text: blanks,
    /// digits, colons, slashes, other marks and full-width blanks around
    /// and inside the brackets.
    #[test]
    fn time_column_reads_by_bytes_as_by_text(after in "[ \t　]{0,2}\\(?[ 0-9:/a+　]{0,16}\\)?[ 0-9)]{0,2}") {
        proptest::prop_assert_eq!(time_column(&after), time_column_as_text(&after));
    }

    /// The column as writers write it, read at fixed places, reads as it
    /// reads as text, and so do near misses (a digit, blank or mark out of
    /// place).
    #[test]
    fn written_time_column_reads_as_text(
        lead in "[ ]{0,3}",
        minutes in "[ 0-9][0-9]",
        rest in "[0-9]{2}/[0-9]{2}:[0-9]{2}:[0-9]{2}",
        swap in proptest::option::of((0usize..15, "[ 0-9:/()a]")),
    ) {
        let mut after = format!("{lead}({minutes}:{rest})  ");
        if let Some((at, with)) = swap {
            after.replace_range(lead.len() + at..lead.len() + at + 1, &with);
        }
        proptest::prop_assert_eq!(time_column(&after), time_column_as_text(&after));
    }
}

/// The column at fixed places as it was read by a digit at a time, which
/// the test of all digits at once replaces.
fn written_time_column_by_digits(column: &[u8]) -> Option<(crate::record::MoveTime, usize)> {
    let c: &[u8; 16] = column.get(..16)?.try_into().ok()?;
    let digit = |i: usize| c[i].is_ascii_digit().then(|| u32::from(c[i] - b'0'));
    let pair = |i: usize| Some(digit(i)? * 10 + digit(i + 1)?);
    let places = c[0] == b'(' && c[3] == b':' && c[6] == b'/' && c[9] == b':' && c[12] == b':';
    if !places || c[15] != b')' {
        return None;
    }
    let minutes = match c[1] {
        b' ' => digit(2)?,
        _ => pair(1)?,
    };
    let time = crate::record::MoveTime {
        seconds: minutes * 60 + pair(4)?,
        total: Some(pair(7)? * 3600 + pair(10)? * 60 + pair(13)?),
        fraction: None,
    };
    Some((time, 16))
}

proptest::proptest! {
    /// The digits and marks tested at once read every column, and its
    /// near misses (up to two bytes changed, to bytes next to a digit or a
    /// mark or far from any), as a digit at a time did.
    #[test]
    fn written_time_column_reads_as_by_digits(
        minutes in "[ 0-9][0-9]",
        rest in "[0-9]{2}/[0-9]{2}:[0-9]{2}:[0-9]{2}",
        swaps in proptest::collection::vec((0usize..16, proptest::sample::select(
            b" 09:/()a\x00\x10\x1f\x3b\x7f\x80\xf9\xfa\xff".to_vec())), 0..3),
    ) {
        let mut column = format!("({minutes}:{rest})").into_bytes();
        for (at, with) in swaps {
            column[at] = with;
        }
        proptest::prop_assert_eq!(
            written_time_column(&column),
            written_time_column_by_digits(&column)
        );
    }
}

/// [`touching_time`] as it read as text, split at the brackets.
fn touching_time_as_text(word: &str, rest: &str) -> Option<usize> {
    word.match_indices('(').map(|(i, _)| i).find(|&i| {
        let column = &rest[i..];
        i > 0
            && column
                .split(')')
                .next()
                .is_some_and(|inner| inner.contains(':'))
            && time_column(column).is_some()
    })
}

proptest::proptest! {
    /// A time column against its move is found by bytes where the text
    /// reading found it: moves with their origin, full-width characters,
    /// brackets, colons and columns in and after the word.
    #[test]
    fn touching_time_reads_by_bytes_as_by_text(
        rest in "[７六歩同成(77)]{0,6}[(]?[ 0-9:/)(　歩]{0,18}",
        cut in 0usize..40,
    ) {
        let mut word_len = cut.min(rest.len());
        while !rest.is_char_boundary(word_len) {
            word_len -= 1;
        }
        let word = &rest[..word_len];
        proptest::prop_assert_eq!(touching_time(word, &rest), touching_time_as_text(word, &rest));
    }
}

#[test]
fn a_time_touching_its_move_is_found() {
    let rest = "７六歩(77)( 0:01/00:00:01)";
    let word = &rest[..rest.len()];
    assert_eq!(touching_time(word, rest), Some("７六歩(77)".len()));
    assert_eq!(touching_time("７六歩(77)", "７六歩(77)"), None);
}

#[test]
fn time_columns_as_writers_write_them() {
    let (time, len) = time_column("   ( 0:12/00:00:12)").unwrap();
    assert_eq!((time.seconds, time.total, len), (12, Some(12), 16));
    assert_eq!(time_column("( 0:2/)").map(|t| t.0.total), Some(None));
    assert_eq!(time_column("( 99999999999:00/)"), None);
}

/// Pieces of move lines: common ones and near misses of each part.
const PLAIN_LEADS: [&str; 4] = ["   ", "", " ", "\t"];
const PLAIN_NUMBERS: [&str; 6] = ["1", "12", "0", "007", "123456789", "1234567890"];
const PLAIN_GAPS: [&str; 4] = [" ", "  ", "　", "\t"];
const PLAIN_WORDS: [&str; 16] = [
    "７六歩(77)",
    "同　歩(23)",
    "同歩(23)",
    "同 歩",
    "５五角打",
    "７六歩",
    "７六歩　",
    "投了",
    "７六歩(7",
    "７六歩(77)+",
    "歩(77)",
    "７六歩\u{feff}",
    "７六歩(77)(",
    "１",
    "同",
    "８八角成(22)",
];
const PLAIN_AFTERS: [&str; 12] = [
    "",
    "   ( 0:12/00:00:12)",
    " ( 0:12/00:00:12)",
    "( 0:12/00:00:12)",
    "   ( 0:12/00:00:12)  ",
    "   ( 0:12/00:00:12) good",
    "   (12:34/01:02:03)",
    "  ( 0:1/)",
    " ",
    "　",
    " x",
    "(77)",
];
const PLAIN_ENDS: [&str; 4] = ["\n", "\r\n", "", "\r\r\n"];
const OTHER_LINES: [&str; 6] = [
    "変化：3手\n",
    "手合割：平手\n",
    "*comment\n",
    "まで3手で先手の勝ち\n",
    "手数＝2\n",
    "\n",
];

proptest::proptest! {
    /// A game whose move lines are read by their plain reading where it
    /// takes them reads as by the general reading of every line: the same
    /// record, elements, spans, issues and branches.
    #[test]
    fn plain_move_lines_read_as_the_general_reading(
        lines in proptest::collection::vec(
            (0..PLAIN_LEADS.len(), 0..PLAIN_NUMBERS.len(), 0..PLAIN_GAPS.len(),
             0..PLAIN_WORDS.len(), 0..PLAIN_AFTERS.len(), 0..PLAIN_ENDS.len(),
             proptest::option::weighted(0.15, 0..OTHER_LINES.len())),
            0..12),
    ) {
        let mut text = String::new();
        for (lead, number, gap, word, after, end, other) in lines {
            if let Some(other) = other {
                text.push_str(OTHER_LINES[other]);
                continue;
            }
            let end = match PLAIN_ENDS[end] {
                "" => "\n",
                end => end,
            };
            text.push_str(&format!(
                "{}{}{}{}{}{end}",
                PLAIN_LEADS[lead], PLAIN_NUMBERS[number], PLAIN_GAPS[gap],
                PLAIN_WORDS[word], PLAIN_AFTERS[after],
            ));
        }
        for end in [text.len(), text.trim_end_matches('\n').len()] {
            // Apart: joined, plain lines make one run, which
            // `read::joined`'s tests hold to the lines read apart.
            let plain = read_game_by(&text, 0..end, Runs::Apart, true);
            let general = read_game_by(&text, 0..end, Runs::Apart, false);
            proptest::prop_assert_eq!(plain, general, "{:?}", &text[..end]);
        }
    }
}

#[test]
fn plain_move_takes_the_common_lines() {
    for line in [
        "   1 ７六歩(77)   ( 0:12/00:00:12)\n",
        "  12 同　歩(33)\r\n",
        "  30 ５五角打   (12:34/01:02:03)",
        "3 ８八角成(22)\n",
    ] {
        assert!(plain_move(line.as_bytes()).is_some(), "{line:?}");
    }
    for line in [
        "   3 投了\n",
        "  4 同 歩\n",
        "1 ７六歩(77)( 0:12/00:00:12)\n",
    ] {
        assert!(plain_move(line.as_bytes()).is_none(), "{line:?}");
    }
}

proptest::proptest! {
    /// Eight bytes told at once count the bytes beyond ASCII at the front
    /// as a byte at a time does.
    #[test]
    fn high_bytes_counts_as_a_byte_at_a_time(
        bytes in proptest::collection::vec(
            proptest::sample::select(vec![0x00u8, b'(', 0x7F, 0x80, 0x9A, 0xA9, 0xBF, 0xE6, 0xEF, 0xFF]), 0..40),
    ) {
        let counted = bytes.iter().take_while(|&&b| b >= 0x80).count();
        proptest::prop_assert_eq!(high_bytes(&bytes), counted);
    }
}
