//! Differential test against an independent engine: 1,000 random games made
//! by cshogi and written by cshogi's own exporters as KIF (Shift_JIS) and
//! CSA, kept in tests/data/shogi_oracle.gz (made by scripts/oracle-corpus;
//! the format is described in scripts/oracle/gen_games.py). hensou must read
//! every game as USI, KIF and CSA, reach cshogi's final SFEN, pass through
//! the same positions (a 16-bit hash of each SFEN) and count the same number
//! of legal moves at every ply.
//!
//! `HENSOU_ORACLE=PACK` reads another pack instead: scripts/oracle-live makes
//! a fresh one with cshogi and runs this test on it.

use std::io::Read;
use std::path::PathBuf;

use hensou::game::RuleSpec;
use hensou::replay;
use hensou::{Reading, formats};

struct OracleGame {
    name: String,
    /// `None` for the standard start.
    start: Option<String>,
    moves: Vec<String>,
    /// Legal moves before every ply and after the last.
    counts: Vec<u64>,
    /// `sfen_hash` of cshogi's SFEN before every ply and after the last.
    hashes: Vec<u16>,
    last_sfen: String,
    kif: Vec<u8>,
    csa: Vec<u8>,
}

/// FNV-1a (32 bits) folded to 16, as scripts/oracle/gen_games.py computes it.
fn sfen_hash(sfen: &str) -> u16 {
    let mut h: u32 = 0x811c_9dc5;
    for b in sfen.bytes() {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    ((h >> 16) ^ (h & 0xffff)) as u16
}

/// Reads the pack: text lines, with the KIF and CSA bodies as raw bytes of a
/// given length.
struct Pack {
    bytes: Vec<u8>,
    at: usize,
}

impl Pack {
    fn line(&mut self) -> &str {
        let rest = &self.bytes[self.at..];
        let end = rest.iter().position(|&b| b == b'\n').expect("pack line");
        self.at += end + 1;
        std::str::from_utf8(&rest[..end]).expect("pack line is UTF-8")
    }

    fn field(&mut self, key: &str) -> String {
        let line = self.line();
        let value = line
            .strip_prefix(key)
            .and_then(|r| r.strip_prefix(' ').or(r.is_empty().then_some("")))
            .unwrap_or_else(|| panic!("pack: expected `{key}`, found `{line}`"));
        value.to_string()
    }

    fn body(&mut self, key: &str) -> Vec<u8> {
        let len: usize = self.field(key).parse().expect("body length");
        let body = self.bytes[self.at..self.at + len].to_vec();
        self.at += len;
        body
    }
}

fn corpus() -> (String, Vec<OracleGame>) {
    let path = std::env::var_os("HENSOU_ORACLE").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/shogi_oracle.gz"),
        PathBuf::from,
    );
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(file)
        .read_to_end(&mut bytes)
        .expect("the oracle pack is gzip");
    let mut pack = Pack { bytes, at: 0 };
    assert_eq!(pack.line(), "hensou-shogi-oracle 1");
    let generator = pack.field("generator");
    let n: usize = pack.field("games").parse().unwrap();
    let mut games = Vec::with_capacity(n);
    for _ in 0..n {
        let name = pack.field("game");
        let start = pack.field("start");
        let start = (start != "startpos")
            .then(|| start.strip_prefix("sfen ").expect("start sfen").to_string());
        let moves = pack
            .field("moves")
            .split_whitespace()
            .map(String::from)
            .collect();
        let counts = pack
            .field("counts")
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        let hashes = pack
            .field("hashes")
            .split_whitespace()
            .map(|h| u16::from_str_radix(h, 16).unwrap())
            .collect();
        let last_sfen = pack.field("final");
        let kif = pack.body("kif");
        let csa = pack.body("csa");
        assert_eq!(pack.line(), "end");
        games.push(OracleGame {
            name,
            start,
            moves,
            counts,
            hashes,
            last_sfen,
            kif,
            csa,
        });
    }
    assert_eq!(pack.at, pack.bytes.len(), "pack has trailing bytes");
    (generator, games)
}

/// Decodes like the CLI: UTF-8, else Shift_JIS.
fn text_of(name: &str, bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(t) => t.to_string(),
        Err(_) => {
            let (t, _, bad) = encoding_rs::SHIFT_JIS.decode(bytes);
            assert!(!bad, "{name} is neither UTF-8 nor Shift_JIS");
            t.into_owned()
        }
    }
}

#[test]
fn sfen_hash_is_the_generators() {
    // Values computed by scripts/oracle/gen_games.py's sfen_hash.
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    // The first hash of every pack game from the standard start.
    assert_eq!(sfen_hash(start), 0x78fb);
    // No byte: the FNV offset basis, folded.
    assert_eq!(sfen_hash(""), 0x811c ^ 0x9dc5);
}

#[test]
fn hensou_agrees_with_cshogi_on_1000_random_games() {
    let (generator, games) = corpus();
    if std::env::var_os("HENSOU_ORACLE").is_none() {
        assert_eq!(games.len(), 1000, "{generator}");
    }
    let options = replay::Options {
        convert_to: hensou::options::target(hensou::registry::builtin(), None, "usi").ok(),
        ..replay::Options::default()
    };
    let variant = hensou::registry::builtin().find("shogi").unwrap();
    let mut plies_checked = 0;
    for g in &games {
        let plies = g.moves.len();
        assert_eq!(g.counts.len(), plies + 1, "{}: counts", g.name);
        assert_eq!(g.hashes.len(), plies + 1, "{}: hashes", g.name);
        let usi = match (&g.start, plies) {
            (None, 0) => "position startpos\n".to_string(),
            (None, _) => format!("position startpos moves {}\n", g.moves.join(" ")),
            (Some(s), 0) => format!("position sfen {s}\n"),
            (Some(s), _) => format!("position sfen {s} moves {}\n", g.moves.join(" ")),
        };
        for (ext, text) in [
            ("usi", usi),
            ("kif", text_of(&g.name, &g.kif)),
            ("csa", text_of(&g.name, &g.csa)),
        ] {
            let name = format!("{}.{ext} ({generator})", g.name);
            let records = formats::read(&text, Reading::Auto);
            assert_eq!(records.len(), 1, "{name}");
            let report = replay::run(&text, &records[0], &options);
            assert!(report.valid(), "{name}: {:?}", report.problems);
            assert_eq!(report.plies.len(), plies, "{name}: plies read");
            let session = report.session.as_ref().unwrap();
            // A KIF board diagram and CSA position lines carry no move
            // number, so from a set position only USI keeps the SFEN's.
            let fields = if ext == "usi" || g.start.is_none() {
                4
            } else {
                3
            };
            let head = |s: &str| s.split(' ').take(fields).collect::<Vec<_>>().join(" ");
            assert_eq!(
                head(&session.position_string()),
                head(&g.last_sfen),
                "{name}: final SFEN"
            );
            // Whatever the format, every move read is the one cshogi played.
            for (k, (ply, played)) in report.plies.iter().zip(&g.moves).enumerate() {
                assert_eq!(
                    ply.converted(),
                    Some(played.as_str()),
                    "{name}: ply {} `{}`",
                    k + 1,
                    ply.text(&text)
                );
            }
            if ext != "usi" {
                continue;
            }
            // Ply by ply: the same position and the same number of legal moves.
            let start = records[0].tag("Position");
            let mut s = variant.new_game(&RuleSpec::default(), start).unwrap();
            for (k, ply) in report.plies.iter().enumerate() {
                assert_eq!(
                    sfen_hash(&s.position_string()),
                    g.hashes[k],
                    "{name}: position before ply {} ({})",
                    k + 1,
                    s.position_string()
                );
                assert_eq!(
                    s.perft(1),
                    g.counts[k],
                    "{name}: legal moves before ply {} ({})",
                    k + 1,
                    s.position_string()
                );
                s.play_text(ply.text(&text), None, None).unwrap();
                plies_checked += 1;
            }
            assert_eq!(s.position_string(), g.last_sfen, "{name}: final SFEN");
            assert_eq!(
                sfen_hash(&s.position_string()),
                g.hashes[plies],
                "{name}: final hash"
            );
            assert_eq!(
                s.perft(1),
                g.counts[plies],
                "{name}: legal moves at the end"
            );
            assert_eq!(
                s.outcome().is_some(),
                g.counts[plies] == 0,
                "{name}: the game is over iff no move is legal"
            );
        }
    }
    assert!(
        plies_checked > 50_000 || std::env::var_os("HENSOU_ORACLE").is_some(),
        "only {plies_checked} plies checked"
    );
}
