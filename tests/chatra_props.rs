//! Property tests of the Chatra readers: no input makes them panic, and
//! every legal move of random games reads back from its printed text in
//! both notations.

use hensou::game::MoveList;
use hensou::game::{Configure, Notation, PositionText, RuleSpec, Rules};
use hensou::variants::chatra::notation::{Canonical, Forum};
use hensou::variants::chatra::{Chatra, Move, Position};
use proptest::prelude::*;

fn check_round_trip<N: Notation<Chatra>>(
    n: &N,
    pos: &Position,
    mv: &Move,
) -> Result<(), TestCaseError> {
    let text = n.print(pos, mv);
    let parsed = n
        .parse(&text)
        .map_err(|e| TestCaseError::fail(format!("{text}: {}", e.message)))?;
    prop_assert_eq!(parsed.len, text.len(), "{} read only in part", text);
    prop_assert!(parsed.notes.is_empty(), "{} needed normalising", text);
    let back = n
        .resolve(pos, &parsed.text)
        .map_err(|v| TestCaseError::fail(format!("{text}: {}", v.message)))?;
    prop_assert_eq!(&back, mv, "{}", text);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn readers_never_panic(input in "\\PC{0,24}") {
        let _ = Canonical.parse(&input);
        let _ = Forum.parse(&input);
    }

    #[test]
    fn readers_never_panic_on_move_like_text(input in "[●○★☆]?[OoＯxX]?[a-mA-Mａ-ｍ][0０1-9１-９]{0,4}([-ー－→xX×][a-mA-M][0-9]{0,3})?[+＋]?.{0,2}") {
        let _ = Canonical.parse(&input);
        let config = Chatra::configure(&RuleSpec::default()).unwrap();
        let pos = Chatra::start(&config);
        if let Ok(p) = Forum.parse(&input) {
            prop_assert!(p.len <= input.len());
            let _ = Forum.resolve(&pos, &p.text);
        }
    }

    #[test]
    fn position_reader_never_panics(input in "[0-9SOso/ bw\\-pc]{0,60}( last=[a-l][0-9]{1,2})?") {
        let config = Chatra::configure(&RuleSpec::default()).unwrap();
        let _ = Chatra::read_position(&config, &input);
    }

    #[test]
    fn every_legal_move_round_trips(seed in any::<u64>(), rules in prop::sample::select(vec!["1994-12", "1994-11", "oki", "relay-1995"])) {
        let config = Chatra::configure(&RuleSpec::parse(rules)).unwrap();
        let mut pos = Chatra::start(&config);
        let mut state = seed;
        let mut moves = MoveList::new();
        for _ in 0..40 {
            moves.clear();
            Chatra::legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                break;
            }
            for mv in &moves {
                check_round_trip(&Canonical, &pos, mv)?;
                check_round_trip(&Forum, &pos, mv)?;
            }
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let mv = moves[(state >> 33) as usize % moves.len()];
            Chatra::play(&mut pos, &mv);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Whole records of move-like junk go through reading, checking and
    /// playing without a panic, in record and in forum mode.
    #[test]
    fn records_of_junk_never_panic(
        text in "([0-9]{1,2}\\.(第[0-9]手\\()?[●○★☆]?[OoxX]?[a-lA-L][0-9]{0,3}([-ーx→][a-l][0-9]{1,2})?[+)]? ?){1,10}",
        rules in prop::sample::select(vec!["1994-12", "1994-11", "oki", "relay-1995"]),
    ) {
        let options = hensou::replay::Options {
            game: hensou::registry::builtin().find("chatra").map(hensou::replay::NamedGame::new),
            rules: RuleSpec::parse(rules),
            ..Default::default()
        };
        for mode in [hensou::Reading::Record, hensou::Reading::Forum] {
            for record in hensou::formats::read(&text, mode) {
                let report = hensou::replay::run(&text, &record, &options);
                if let Some(session) = &report.session {
                    let _ = session.diagram();
                    let _ = session.explain("f9", hensou::Lang::Ja);
                }
            }
        }
    }
}

/// A move numbered 0 that reads as a quotation (found by
/// `records_of_junk_never_panic`): no ply is numbered 0, so it cites
/// nothing, and the check of citations must not count below ply 1.
#[test]
fn a_move_numbered_zero_cites_nothing() {
    let text = "2.Axa0 0.Axa0 0.第1手(a→a0 0.第1手(a1 0.a-a0";
    let options = hensou::replay::Options {
        game: hensou::registry::builtin()
            .find("chatra")
            .map(hensou::replay::NamedGame::new),
        rules: RuleSpec::parse("1994-12"),
        ..Default::default()
    };
    for mode in [hensou::Reading::Record, hensou::Reading::Forum] {
        for record in hensou::formats::read(text, mode) {
            let report = hensou::replay::run(text, &record, &options);
            assert!(report.problems.iter().all(|p| p.ply != Some(0)));
        }
    }
}
