use super::read::{
    MOVE_LEN, comma_parts, graphic_without_comma, seven_byte_move, whole_seconds_line,
};
use super::*;
use crate::record::Element;
use crate::variants::shogi::formats::CsaCode;

/// A record with no `P` lines is read from the even start, and says so
/// at its first move; one with them does not.
#[test]
fn no_position_lines_is_the_even_start_with_a_warning() {
    let text = "V2.2\nN+A\nN-B\n+7776FU\n-3334FU\n%TORYO\n";
    let game = &read(text)[0];
    assert_eq!(game.tag("Position"), None);
    let said: Vec<_> = game
        .issues
        .iter()
        .filter(|i| i.code == CsaCode::NoPosition)
        .collect();
    assert_eq!(said.len(), 1);
    assert!(said[0].warning);
    assert_eq!(&text[said[0].span.range()], "+7776FU");
    assert!(said[0].message.to_string().contains("even start"));
    for set in ["PI\n+\n+7776FU\n", "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\n+\n"] {
        let issues = &read(set)[0].issues;
        assert!(
            issues.iter().all(|i| i.code != CsaCode::NoPosition),
            "{set}"
        );
    }
}

#[test]
fn csa_lines_become_elements() {
    let text = "V2.2\nN+A\nN-B\n$EVENT:test\nPI\n+\n+7776FU,T1\n-3334FU\n'note\n%TORYO\n";
    let g = &read(text)[0];
    assert_eq!(
        (g.tag("Sente"), g.tag("Gote"), g.tag("Event")),
        (Some("A"), Some("B"), Some("test"))
    );
    assert_eq!(g.tag("Position"), None);
    let moves: Vec<&str> = g.move_runs(text);
    assert_eq!(moves, ["+7776FU", "-3334FU"]);
    assert!(
        g.movetext
            .iter()
            .any(|e| matches!(e, Element::Result { token, .. } if token == "0-1"))
    );
}

/// Moves with a time line after each are one run, the times inside it;
/// a time after the last move, or with more than a line ending around it,
/// stays an element.
#[test]
fn timed_moves_make_one_run() {
    let text = "PI\n+\n+7776FU\nT12\n-3334FU\r\nT1\r\n+2726FU\nT3\n'x\n-8384FU\nT4\n%TORYO\n";
    let g = &read(text)[0];
    assert_eq!(g.run_lines, crate::record::RunLines::Times);
    let runs = g.move_runs(text);
    assert_eq!(runs, ["+7776FU\nT12\n-3334FU\r\nT1\r\n+2726FU", "-8384FU"]);
    let elements: Vec<_> = (g.movetext.iter())
        .map(|e| match e {
            Element::Moves { .. } => "moves",
            Element::Time { .. } => "time",
            Element::Comment { .. } => "comment",
            _ => "other",
        })
        .collect();
    assert_eq!(
        elements,
        ["moves", "time", "comment", "moves", "time", "other"]
    );
    let untimed = &read("PI\n+\n+7776FU\n-3334FU\nT1\n")[0];
    assert_eq!(untimed.run_lines, crate::record::RunLines::Blanks);
}

#[test]
fn a_handicap_and_pieces_in_hand_make_a_position() {
    let g = &read("PI82HI\nP+00FU\n-\n")[0];
    assert_eq!(
        g.tag("Position"),
        Some("lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w P 1")
    );
}

#[test]
fn the_even_start_makes_no_position() {
    let rows = "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \n\
                P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \n\
                P5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n\
                P7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \n\
                P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n";
    for text in ["PI\n+\n".to_string(), format!("{rows}+\n")] {
        assert_eq!(read(&text)[0].tag("Position"), None, "{text}");
    }
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
    assert_eq!(
        read("PI\n-\n")[0].tag("Position").map(str::to_string),
        Some(format!("{sfen} w - 1"))
    );
    assert_eq!(
        read(&format!("{rows}P+00FU\n+\n"))[0]
            .tag("Position")
            .map(str::to_string),
        Some(format!("{sfen} b P 1"))
    );
}

#[test]
fn a_handicap_names_the_pieces_it_removes() {
    let g = &read("PI82HI22KA11KY\n-\n")[0];
    assert_eq!(
        g.tag("Position"),
        Some("lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
    );
    let g = &read("PI82KA\n-\n")[0];
    assert_eq!(g.issues.len(), 1);
    assert!(
        g.issues[0].message.to_string().contains("no KA on 82"),
        "{:?}",
        g.issues
    );
}

#[test]
fn server_result_lines_read_as_the_result_they_mean() {
    let result = |text: &str| {
        let g = &read(text)[0];
        let token = g.movetext.iter().find_map(|e| match e {
            Element::Result { token, .. } => Some(token.clone()),
            _ => None,
        });
        (
            token,
            g.issues.iter().map(|i| i.code.as_str()).collect::<Vec<_>>(),
        )
    };
    // After one Sente move, Gote is to move.
    for (line, token) in [
        ("#RESIGN", "1-0"),
        ("#TIME_UP", "1-0"),
        ("#ILLEGAL_MOVE", "1-0"),
        ("#OUTE_SENNICHITE", "0-1"),
        ("#SENNICHITE", "1/2-1/2"),
        ("#MAX_MOVES", "1/2-1/2"),
        ("#CENSORED", "1/2-1/2"),
        ("#DRAW", "1/2-1/2"),
        ("#CHUDAN", "*"),
        ("#JISHOGI", "*"),
    ] {
        let text = format!("PI\n+\n+7776FU\n{line}\n#WIN\n");
        assert_eq!(result(&text), (Some(token.to_string()), vec![]), "{line}");
    }
    // A % ending comes first and stands; #WIN alone says nothing sure.
    assert_eq!(
        result("PI\n+\n+7776FU\n%TORYO\n#RESIGN\n#LOSE\n").0,
        Some("1-0".into())
    );
    assert_eq!(
        result("PI\n+\n+7776FU\n#WIN\n"),
        (None, vec![CsaCode::ServerResult.as_str()])
    );
    assert_eq!(result("PI\n+\n#FOO\n").1, vec![CsaCode::Line.as_str()]);
}

#[test]
fn a_slash_separates_games() {
    let games =
        read("V2.2\nPI\n+\n+7776FU\n%CHUDAN\n/\nV2.2\nPI\n+\n+2726FU\n-8384FU\n%SENNICHITE\n");
    assert_eq!(games.len(), 2);
    let results: Vec<_> = games
        .iter()
        .map(|g| {
            g.movetext.iter().find_map(|e| match e {
                Element::Result { token, .. } => Some(token.as_str()),
                _ => None,
            })
        })
        .collect();
    assert_eq!(results, [Some("*"), Some("1/2-1/2")]);
}

proptest::proptest! {
    /// A line the byte test takes for a move is what the split into
    /// comma-separated parts reads as one move: a single part at the
    /// line's start, signed, no shorter than the trimmed line.
    #[test]
    fn seven_byte_move_agrees_with_the_part_split(rest in "[-+,' T\u{feff}]([0-9A-Z]{6}|[0-9A-Z ,\t\u{3000}]{4,7})(\n|\r\n|\r| |)[-+0-9A-Z\n]{0,3}") {
        if let Some(taken) = seven_byte_move(rest.as_bytes()) {
            let line = rest[..taken].trim_end_matches(['\n', '\r']);
            let t = line.trim();
            proptest::prop_assert_eq!(line.split(',').count(), 1);
            proptest::prop_assert!(line.starts_with(t));
            proptest::prop_assert!(t.starts_with(['+', '-']));
            proptest::prop_assert_eq!(t.len(), MOVE_LEN);
            proptest::prop_assert_eq!(rest[..taken].matches('\n').count(), 1);
        }
    }
}

proptest::proptest! {
    /// A line the byte test takes for a time is what the split into
    /// comma-separated parts reads as one time of whole seconds, at the
    /// line's start.
    #[test]
    fn whole_seconds_line_agrees_with_the_part_split(rest in "[T ,+]{0,2}[0-9.,]{0,11}(\n|\r\n|\r| |)[-+0-9T\n]{0,3}") {
        if let Some((seconds, len, taken)) = whole_seconds_line(rest.as_bytes()) {
            let line = rest[..taken].trim_end_matches(['\n', '\r']);
            proptest::prop_assert_eq!(line, &rest[..len]);
            proptest::prop_assert_eq!(line.split(',').count(), 1);
            proptest::prop_assert_eq!(line.trim(), line);
            let read = line.strip_prefix('T').and_then(|s| s.parse::<u32>().ok());
            proptest::prop_assert_eq!(read, Some(seconds));
            proptest::prop_assert_eq!(rest[..taken].matches('\n').count(), 1);
        }
    }
}

/// [`whole_seconds_line`] as it read by iterators, which the loop of
/// bytes replaces.
fn whole_seconds_line_by_iterators(rest: &[u8]) -> Option<(u32, usize, usize)> {
    let digits = rest
        .get(1..)?
        .iter()
        .take(10)
        .take_while(|b| b.is_ascii_digit())
        .count();
    if rest[0] != b'T' || digits == 0 || digits > 9 {
        return None;
    }
    let len = 1 + digits;
    let taken = match &rest[len..] {
        [b'\n', ..] => len + 1,
        [b'\r', b'\n', ..] => len + 2,
        _ => return None,
    };
    let seconds = rest[1..len]
        .iter()
        .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
    Some((seconds, len, taken))
}

proptest::proptest! {
    /// The loop of bytes reads every line as the iterators did.
    #[test]
    fn whole_seconds_line_reads_as_by_iterators(rest in "[T ,]{0,2}[0-9.]{0,12}(\n|\r\n|\r| |)[0-9T\n]{0,2}") {
        proptest::prop_assert_eq!(
            whole_seconds_line(rest.as_bytes()),
            whole_seconds_line_by_iterators(rest.as_bytes())
        );
    }
}

#[test]
fn whole_seconds_lines_are_taken_with_their_line_ending() {
    assert_eq!(whole_seconds_line(b"T12\n+7776FU"), Some((12, 3, 4)));
    assert_eq!(
        whole_seconds_line(b"T999999999\r\n"),
        Some((999_999_999, 10, 12))
    );
    for line in [
        "T12",
        "T1.5\n",
        "T\n",
        "T1234567890\n",
        " T12\n",
        "T12 \n",
        "T12,\n",
    ] {
        assert_eq!(whole_seconds_line(line.as_bytes()), None, "{line:?}");
    }
}

/// [`seven_byte_move`] as it read byte by byte, which the test of six
/// bytes at once replaces.
fn seven_byte_move_by_bytes(rest: &[u8]) -> Option<usize> {
    let line = rest.get(..MOVE_LEN)?;
    let taken = match &rest[MOVE_LEN..] {
        [b'\n', ..] => MOVE_LEN + 1,
        [b'\r', b'\n', ..] => MOVE_LEN + 2,
        _ => return None,
    };
    let is_move = matches!(line[0], b'+' | b'-')
        && line[1..].iter().all(|&b| b.is_ascii_graphic() && b != b',');
    is_move.then_some(taken)
}

/// Every byte at every place of the six tells as it does alone, next to
/// graphic bytes and next to bytes that are not.
#[test]
fn graphic_without_comma_agrees_byte_by_byte() {
    for filler in [b'A', b'~', b'!', b'0'] {
        for place in 0..8 {
            for b in 0..=u8::MAX {
                let mut word = [filler; 8];
                word[place] = b;
                let by_bytes = word[1..7]
                    .iter()
                    .all(|&b| b.is_ascii_graphic() && b != b',');
                assert_eq!(
                    graphic_without_comma(u64::from_le_bytes(word)),
                    by_bytes,
                    "{word:?}"
                );
            }
        }
    }
}

proptest::proptest! {
    /// Any eight bytes tell as byte by byte.
    #[test]
    fn graphic_without_comma_agrees_on_any_bytes(word in proptest::array::uniform8(proptest::num::u8::ANY)) {
        let by_bytes = word[1..7].iter().all(|&b| b.is_ascii_graphic() && b != b',');
        proptest::prop_assert_eq!(graphic_without_comma(u64::from_le_bytes(word)), by_bytes);
    }

    /// Lines are taken as byte by byte: moves, near moves, line endings.
    #[test]
    fn seven_byte_move_reads_as_byte_by_byte(rest in proptest::collection::vec(proptest::sample::select(b"+-,'T 07AFUZ~\x7f\x80\xe3\t\r\n".to_vec()), 0..11)) {
        proptest::prop_assert_eq!(seven_byte_move(&rest), seven_byte_move_by_bytes(&rest));
    }

    /// The parts found by bytes are those `str::split` finds.
    #[test]
    fn comma_parts_are_the_split(line in "[,a 、，+T]{0,12}", whole in proptest::bool::ANY) {
        let parts: Vec<&str> = comma_parts(&line, whole).collect();
        let split: Vec<&str> = line.split(|c| c == ',' && !whole).collect();
        proptest::prop_assert_eq!(parts, split);
    }

    /// A line read as one part ([`one_part`]) is the one part the general
    /// reading finds and trims, neither a comment nor marked.
    #[test]
    fn a_line_of_one_part_is_the_part_read(line in "[ ,'$\\u{feff}\\u{3000}\\t\\u{b}PIN+%TORY*é-]{0,10}") {
        if let Some(len) = one_part(line.as_bytes()) {
            let marked = line.starts_with(['\u{feff}', '\'']);
            proptest::prop_assert!(!marked);
            let information = line.trim_start().starts_with('$');
            let parts: Vec<&str> = comma_parts(&line, information).collect();
            proptest::prop_assert_eq!(parts, vec![line.as_str()]);
            let lead = line.len() - line.trim_start().len();
            proptest::prop_assert_eq!((lead, line.trim()), (0, &line[..len]));
        }
    }
}

#[test]
fn seven_byte_moves_are_taken_with_their_line_ending() {
    assert_eq!(seven_byte_move(b"+7776FU\n-3334FU"), Some(8));
    assert_eq!(seven_byte_move(b"-0055KA\r\n"), Some(9));
    for line in [
        "+7776FU",
        "+7776FU \n",
        "+7776F\n",
        "+77,6FU\n",
        "T12345\n\n",
        "+7776FU\r",
    ] {
        assert_eq!(seven_byte_move(line.as_bytes()), None, "{line:?}");
    }
}

/// What the driver makes of a game: every ply, problem and loss, the
/// foul, the result, the conversion and the last position.
fn verdict(text: &str, game: &GameRecord, convert_to: Option<&str>) -> String {
    let options = crate::replay::Options {
        convert_to: convert_to
            .map(|to| crate::options::target(crate::registry::builtin(), None, to).unwrap()),
        ..Default::default()
    };
    let r = crate::replay::run(text, game, &options);
    format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        r.plies,
        r.problems,
        r.foul,
        r.result_token,
        r.converted,
        r.losses,
        r.session.map(|s| s.position_string())
    )
}

/// The games of `text` read with runs joined and with each move apart
/// are read, checked, converted (to `to` too) and reported alike.
pub(in crate::variants::shogi::formats) fn same_verdicts(
    text: &str,
    joined: &[GameRecord],
    apart: &[GameRecord],
    to: &str,
) {
    assert_eq!(joined.len(), apart.len(), "{text:?}");
    for (j, a) in joined.iter().zip(apart) {
        for to in [None, Some(to)] {
            assert_eq!(verdict(text, j, to), verdict(text, a, to), "{text:?}");
        }
    }
}

/// Calls `check` with the text of every fixture whose name ends in one
/// of `extensions`.
pub(in crate::variants::shogi::formats) fn each_fixture(
    extensions: &[&str],
    mut check: impl FnMut(&str),
) {
    let mut dirs = vec![std::path::PathBuf::from("fixtures")];
    let mut read = 0;
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).expect("fixtures") {
            let path = entry.expect("a fixture").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|e| extensions.iter().any(|x| e == *x))
            {
                let bytes = std::fs::read(&path).expect("a fixture");
                check(&crate::input::encoding::decode(&bytes).text);
                read += 1;
            }
        }
    }
    assert!(read > 0);
}

/// Moves joined into runs are read, checked, converted and reported as
/// each move apart.
fn joined_runs_read_as_apart(text: &str) {
    let (joined, apart) = (read_as(text, Runs::Joined), read_as(text, Runs::Apart));
    same_verdicts(text, &joined, &apart, "csa");
}

#[test]
fn fixtures_read_the_same_with_runs_joined() {
    each_fixture(&["csa"], joined_runs_read_as_apart);
}

/// A game that repeats its position a fourth time at ply 14
/// (sennichite), so that moves go on after its end.
const REPEATING: [&str; 16] = [
    "+7776FU", "-3334FU", "+2838HI", "-8272HI", "+3828HI", "-7282HI", "+2838HI", "-8272HI",
    "+3828HI", "-7282HI", "+2838HI", "-8272HI", "+3828HI", "-7282HI", "+2726FU", "-8384FU",
];

/// Lines a record may hold between its moves, blank and odd ones too.
const OTHER_LINES: [&str; 27] = [
    "",
    "   ",
    "T12",
    "T0\r",
    "T123456789",
    "T1234567890",
    "'note",
    "%TORYO",
    "%ILLEGAL_MOVE",
    "#ILLEGAL_MOVE",
    "%KACHI",
    "+7776FU,T3",
    "-3334FU extra",
    "+2726FU;x",
    "\u{feff}+7776FU",
    "P+00FU",
    "+2726FU\u{3000}",
    "-8384FU\r",
    "+",
    "7776FU",
    "+99",
    "/",
    "+Q:5958OU",
    "+７７７６FU",
    "-3334FU\t",
    "V2.2",
    "+7776FU,-3334FU",
];

/// A foul claimed after the game's end: the ply after the end is taken
/// for the foul only when it is the last move.
#[test]
fn a_foul_claimed_after_the_end_reads_as_apart() {
    for (moves, time) in [(15, ""), (16, ""), (15, "T1\n"), (16, "T22\r\n")] {
        let mut text = "PI\n+\n".to_string();
        for mv in &REPEATING[..moves] {
            text.push_str(mv);
            text.push('\n');
            text.push_str(time);
        }
        for claim in ["%ILLEGAL_MOVE", "#ILLEGAL_MOVE", "%+ILLEGAL_ACTION"] {
            joined_runs_read_as_apart(&format!("{text}{claim}\n"));
        }
    }
}

proptest::proptest! {
    #[test]
    fn records_read_the_same_with_runs_joined(
        lines in proptest::collection::vec(0..6 * OTHER_LINES.len(), 0..40),
        header in 0..3usize,
    ) {
        let header = ["PI\n+\n", "V2.2\n'Rules: otomo\nPI\n+\n", ""][header];
        joined_runs_read_as_apart(&record_of(header, lines.into_iter().map(|l| (l, 0))));
    }
}

/// A record of `header`, then for each of `lines` one of [`OTHER_LINES`]
/// or the next of [`REPEATING`]'s moves, with one of four time lines after
/// it (none, `T7`, `T12` after `\r\n`, `T3\r`) by the second figure.
fn record_of(header: &str, lines: impl Iterator<Item = (usize, usize)>) -> String {
    let mut text = header.to_string();
    let mut next = 0;
    for (line, time) in lines {
        match OTHER_LINES.get(line) {
            Some(other) => text.push_str(other),
            None => {
                text.push_str(REPEATING[next % REPEATING.len()]);
                next += 1;
                text.push_str(["", "\nT7", "\r\nT12", "\nT3\r"][time]);
            }
        }
        text.push('\n');
    }
    text
}

proptest::proptest! {
    /// Records whose moves are most often followed by a time line (a run
    /// holding its times) read as with each move and time apart.
    #[test]
    fn timed_records_read_the_same_with_runs_joined(
        lines in proptest::collection::vec((0..6 * OTHER_LINES.len(), 0..4usize), 0..40),
    ) {
        joined_runs_read_as_apart(&record_of("PI\n+\n", lines.into_iter()));
    }
}

/// [`separator_lines`] as it searched the text with `str::find`.
fn separator_lines_by_find(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut lines = Vec::new();
    let mut from = 0;
    while let Some(slash) = text[from..].find('/').map(|i| from + i) {
        let start = text[..slash].rfind('\n').map_or(0, |i| i + 1);
        let end = text[slash..]
            .find('\n')
            .map_or(text.len(), |i| slash + i + 1);
        from = end;
        if text[start..end].trim() == "/" {
            lines.push(start..end);
        }
    }
    lines
}

proptest::proptest! {
    /// The `/` lines are found by bytes where `str::find` found them:
    /// lone slashes, slashes in dates and comments, blanks around them.
    #[test]
    fn separator_lines_are_found_as_by_find(text in "([ /\n+T1$:'歩]{0,6}\n?){0,12}") {
        let found: Vec<_> = separator_lines(&text).collect();
        proptest::prop_assert_eq!(found, separator_lines_by_find(&text));
    }
}
