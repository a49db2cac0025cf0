//! A valid record in a post reads back as the same plies, whatever chatter,
//! quotes and line ends surround it; quoted moves are the game's quotes and
//! never its moves.

use hensou::replay::{self, Options};
use hensou::{Reading, formats};
use proptest::prelude::*;

/// The plies of a Chatra game the engine played (fixtures/chatra/valid).
fn game() -> Vec<String> {
    let text = std::fs::read_to_string("fixtures/chatra/valid/engine-01.pgn").expect("fixture");
    text.lines()
        .filter(|l| !l.starts_with('['))
        .flat_map(str::split_whitespace)
        .filter_map(|w| w.split_once('.').map(|(_, m)| m.to_string()))
        .filter(|m| !m.is_empty())
        .collect()
}

/// Lines people write around a record: greetings, dates, headings, board
/// rows, signatures, none numbered like a move.
const CHATTER: &[&str] = &[
    "01625/01650 KHA01557 小沼 諒     RE:【チャトラの輪】第13手 ( 7) 95/10/15 21:21 01620へのコメント",
    " ☆ ひでうしさん ☆",
    "【やわらか頭no.141】1994.11.07          by 小沼 諒",
    " (1) 打ち王手の禁止 (2) 1)第1手は、サブジェクトを打った手。",
    "  1|* * ・ ○☆* * |",
    " 12| * * ・ ・ * *|",
    "                                  手数=08 ○G6 まで",
    "TEL 03-1234-5678 (21:00-23:00) #03309",
    "                                   小 沼",
    "On Mon, 3 Jan 1994, Alfonso wrote:",
    "なかなか、意欲的な手ですね。(^_^)",
    "",
];

/// Signatures, after the record: a `-- ` line and what follows, taglines
/// with numbered moves and quotes in them included, none of it read.
const SIGNATURES: &[&str] = &[
    "",
    "-- \nAlfonso | tel. 91 123 45 67",
    "--\n\"1.f9 2.Oh1 3.Of11 - the only opening\"\n> 4.g4 as they say",
    "-- \n 12.h10-g10+ 第１１手（ｌ１１） 16手目 k7-j8",
];

/// Words after a move on its line: remarks with no digit.
const REMARKS: &[&str] = &["", " (^_^)", " 好手!", " nice move", "、まで。", " ?!"];

#[derive(Debug, Clone)]
enum Piece {
    Chatter(usize),
    /// A quote of ply `ply` (from 1), with the quote mark.
    Quote(usize, &'static str),
}

fn pieces() -> impl Strategy<Value = Vec<Piece>> {
    let piece = prop_oneof![
        (0..CHATTER.len()).prop_map(Piece::Chatter),
        (
            1usize..30,
            prop::sample::select(vec!["> ", ">", "＞", "| ", "｜"])
        )
            .prop_map(|(p, m)| Piece::Quote(p, m)),
    ];
    prop::collection::vec(piece, 0..6)
}

fn render(pieces: &[Piece], moves: &[String], quotes: &mut usize) -> String {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Chatter(k) => CHATTER[*k].to_string(),
            Piece::Quote(ply, mark) => {
                let ply = (*ply).min(moves.len());
                *quotes += 1;
                format!("{mark}{ply}.{} だったと思います", moves[ply - 1])
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_record_in_chatter_reads_back_as_its_plies(
        plies in 4usize..40,
        per_line in 1usize..8,
        remarks in prop::collection::vec(0..REMARKS.len(), 40),
        before in pieces(),
        between in pieces(),
        after in pieces(),
        line_end in prop::sample::select(vec!["\n", "\r\n", "\r"]),
        signature in prop::sample::select(SIGNATURES),
    ) {
        let game = game();
        let moves = &game[..plies];
        let mut quotes = 0;
        let mut lines = vec![render(&before, moves, &mut quotes)];
        let half = plies / 2;
        for (start, end) in [(0, half), (half, plies)] {
            let numbered: Vec<String> = (start..end)
                .map(|k| format!("{}.{}", k + 1, moves[k]))
                .collect();
            for (i, chunk) in numbered.chunks(per_line).enumerate() {
                lines.push(format!("{}{}", chunk.join(" "), REMARKS[remarks[i % 40]]));
            }
            if start == 0 {
                lines.push(render(&between, moves, &mut quotes));
            }
        }
        lines.push(render(&after, moves, &mut quotes));
        lines.push(signature.to_string());
        let text = lines.join("\n").replace('\n', line_end);

        let games = formats::read(&text, Reading::Forum);
        prop_assert_eq!(games.len(), 1, "{}", text);
        prop_assert_eq!(games[0].quoted.len(), quotes, "{}", text);
        let options = Options {
            game: hensou::registry::builtin().find("chatra").map(hensou::replay::NamedGame::new),
            ..Options::default()
        };
        let report = replay::run(&text, &games[0], &options);
        prop_assert!(report.valid(), "{:?}\n{}", report.problems, text);
        let read: Vec<&str> = report.plies.iter().map(|p| p.text(&text)).collect();
        prop_assert_eq!(read, moves.iter().map(String::as_str).collect::<Vec<_>>());
        // The quotes repeat the record: nothing is said of them.
        prop_assert!(
            report.problems.iter().all(|p| p.code.as_str() != "forum::citation"),
            "{:?}", report.problems
        );
        // A signature's numbered moves are passed over with one warning.
        let signed = report.problems.iter().filter(|p| p.code.as_str() == "forum::signature").count();
        prop_assert_eq!(signed, usize::from(signature.contains("1.f9") || signature.contains("12.")));
    }
}
