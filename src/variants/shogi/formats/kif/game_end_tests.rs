//! [`super::game_end`], which lets the commonest lines go by their first
//! bytes and finds line ends a word at a time, against the walk of every
//! line through [`GameStarts::starts_game`] that it replaces.

use super::lines::GameStarts;
use super::{FEED_LOOK, first_feed, first_feed_by_words, game_end, line_end};

/// Where the game that starts at `from` ends, every line given to
/// [`GameStarts::starts_game`] in turn.
fn game_end_line_by_line(text: &str, from: usize) -> usize {
    let mut starts = GameStarts::default();
    let mut to = from;
    for raw in text[from..].split_inclusive('\n') {
        if starts.starts_game(raw) {
            break;
        }
        to += raw.len();
    }
    to
}

/// The lines of KIF and KI2 files that bear on where a game starts: headers
/// (full-width and ASCII colons, a key with a blank, a key of digits),
/// moves numbered 1 and others (blanks, zeros, ten digits, a full-width
/// blank after the number), branches, comments, KI2 moves and endings.
const LINES: [&str; 38] = [
    "開始日時：2024/01/01",
    "手合割：平手",
    "先手:a",
    "key value：x",
    "12：x",
    "手数----指手---------消費時間--",
    "   1 ７六歩(77)   ( 0:12/00:00:12)",
    "   2 ３四歩(33)   ( 0:01/00:00:01)",
    "  46 投了   ( 0:00/00:00:00)",
    "1 ７六歩(77)",
    "  01 ２六歩(27)",
    "\t1 ７六歩",
    "1234567890 ７六歩",
    "   3 　７六歩",
    "  12 同　歩(33)",
    "   1 ",
    "1",
    "変化：3手",
    "  変化：12手",
    "*a comment：x",
    "&bookmark",
    "#KIF version=2.0",
    "|香桂|",
    "+---+",
    "▲７六歩    △３四歩",
    "▲熟:３六歩成",
    "まで45手で後手の勝ち",
    "",
    "   ",
    "\u{feff}手合割：平手",
    "0001 ７六歩",
    " 999 ７六歩",
    "1 23 ７六歩",
    "   1 \u{feff}歩",
    "   1 ７",
    "   5 é",
    "   2 éa",
    "  1  ７六歩",
];

/// Line ends, the last of which may be missing.
const ENDS: [&str; 3] = ["\n", "\r\n", " \r\n"];

proptest::proptest! {
    /// Every game's end is where the line-by-line walk finds it, from the
    /// text's start and from each game's start, whatever the lines (any
    /// order of the lines that bear on game starts, each line end, the
    /// last line with or without one).
    #[test]
    fn game_ends_are_where_the_line_walk_finds_them(
        lines in proptest::collection::vec((0..LINES.len(), 0..ENDS.len()), 0..40),
        last_end in proptest::bool::ANY,
    ) {
        let mut text = String::new();
        for (i, &(line, end)) in lines.iter().enumerate() {
            text.push_str(LINES[line]);
            if last_end || i + 1 < lines.len() {
                text.push_str(ENDS[end]);
            }
        }
        let mut from = 0;
        loop {
            let end = game_end(&text, from);
            proptest::prop_assert_eq!(end, game_end_line_by_line(&text, from), "{:?} from {}", text, from);
            if end >= text.len() {
                break;
            }
            from = end;
        }
        // And from every line's start.
        let starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1));
        for from in starts.filter(|&f| f <= text.len()) {
            proptest::prop_assert_eq!(game_end(&text, from), game_end_line_by_line(&text, from));
        }
    }

    /// A line's end found a word at a time is the line feed's `memchr`
    /// finds, from every place, in any bytes (line feeds, bytes beyond
    /// ASCII, bytes that differ from a line feed by one bit).
    #[test]
    fn line_ends_are_where_memchr_finds_them(
        bytes in proptest::collection::vec(
            proptest::sample::select(vec![b'\n', b'a', 0x0B, 0x8A, 0x0A ^ 0x80, 0xFF, 0x00, b'\r']),
            0..120,
        ),
    ) {
        for at in 0..=bytes.len() {
            let by_memchr = memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |i| at + i + 1);
            proptest::prop_assert_eq!(line_end(&bytes, at), by_memchr);
        }
    }

    /// A look's first line feed is the one a byte-by-byte search finds,
    /// told by words as by SSE2: in blocks of line feeds at any places
    /// among bytes that differ from one by a bit, and bytes beyond ASCII.
    #[test]
    fn a_looks_first_feed_is_the_first_line_feed(
        bytes in proptest::collection::vec(
            proptest::sample::select(vec![b'\n', b'a', 0x0B, 0x8A, 0x0E, 0x02, 0xFF, 0x00, b'\r']),
            FEED_LOOK,
        ),
    ) {
        let block: &[u8; FEED_LOOK] = bytes.as_slice().try_into().unwrap();
        let by_bytes = bytes.iter().position(|&b| b == b'\n');
        proptest::prop_assert_eq!(first_feed(block), by_bytes);
        proptest::prop_assert_eq!(first_feed_by_words(block), by_bytes);
    }
}

/// The files the splitter reads: every KIF and KI2 fixture (Shift_JIS
/// ones decoded) parts into the games the line walk finds.
#[test]
fn fixtures_part_where_the_line_walk_parts_them() {
    crate::variants::shogi::formats::csa::tests::each_fixture(
        &["kif", "kifu", "ki2", "ki2u"],
        |text| {
            let mut from = 0;
            while from < text.len() {
                let end = game_end(text, from);
                assert_eq!(end, game_end_line_by_line(text, from), "{text}");
                from = end;
            }
        },
    );
}
