//! Random legal games written as one PGN-style record: what the
//! `random_games` example prints, and what the reading benchmarks read.

use std::io::Write;

use hensou::game::RuleSpec;
use hensou::session::Variant;

/// What to write: how many games, under which rules, how long at most,
/// from which seed.
pub struct Batch<'a> {
    pub variant: &'a dyn Variant,
    pub games: usize,
    pub rules: &'a RuleSpec,
    pub plies: usize,
    pub seed: u64,
}

/// A small fixed generator (a 64-bit LCG's high bits): the file must not
/// depend on a crate's choice of algorithm.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Writes `batch` to `out`: tags, eight numbered plies a line in the
/// game's first notation, and the result. The same batch writes the same
/// bytes.
pub fn write(batch: &Batch, out: &mut impl Write) -> Result<(), String> {
    let mut random = Lcg(batch.seed);
    for game in 1..=batch.games {
        let mut session = batch
            .variant
            .new_game(batch.rules, None)
            .map_err(|e| e.to_string())?;
        let mut movetext = Vec::new();
        while movetext.len() < batch.plies && session.outcome().is_none() {
            let moves = session.legal_moves(0);
            if moves.is_empty() {
                break;
            }
            let mv = moves[random.below(moves.len())].clone();
            session
                .play_text(&mv, Some(0), None)
                .map_err(|e| format!("game {game}: `{mv}` did not replay: {e:?}"))?;
            movetext.push(format!("{}.{mv}", movetext.len() + 1));
        }
        let result = session.outcome().map_or("*", |o| o.token());
        writeln!(
            out,
            "[Event \"Random game {game}\"]\n[Variant \"{}\"]\n[Rules \"{}\"]\n",
            batch.variant.name(),
            session.rules()
        )
        .map_err(|e| e.to_string())?;
        for line in movetext.chunks(8) {
            writeln!(out, "{}", line.join(" ")).map_err(|e| e.to_string())?;
        }
        writeln!(out, "{result}\n").map_err(|e| e.to_string())?;
    }
    Ok(())
}
