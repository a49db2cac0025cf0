//! Rule sets and options. A rule set is a preset of options, so that a rule
//! designer can change one rule at a time with `--rule key=value`.

use crate::game::{RuleError, RuleOptionInfo, RuleSetInfo, RuleSpec, unmapped};

/// What happens when a capture is possible.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// Capturing is optional (Ludii's Alfonso X).
    Free,
    /// Not capturing is allowed, but the opponent then removes one piece
    /// that could have captured (the seed's Alfonso X rule).
    Huff,
    /// A move that is not a capture is illegal while a capture exists.
    Forced,
}

/// How far a capture sequence goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chain {
    /// One jump a turn.
    Single,
    /// The piece may jump again after each landing, and stop where it likes.
    Optional,
    /// The piece must jump again while it can.
    Forced,
}

/// Which points a piece may not move back onto (Bell's rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Return {
    None,
    /// Never onto any point it has occupied in the game.
    Ever,
    /// Never onto the point it started the game on.
    GameStart,
    /// Never end a turn on the point it started the turn on.
    TurnStart,
}

/// The blocked-loser penalty when the loser has more pieces than the winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockedPenalty {
    /// The seed as written: 2 + (loser's pieces - winner's pieces).
    Literal,
    /// 2 - (loser's pieces - winner's pieces): more pieces, smaller penalty.
    Signed,
}

/// A resolved rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub preset: Preset,
    pub capture: Capture,
    pub chain: Chain,
    /// Moves and jumps only forward, diagonally forward or sideways.
    pub forward_only: bool,
    pub ret: Return,
    /// A piece on the enemy base line moves only to capture.
    pub base_line_captures_only: bool,
    /// Bell's scoring.
    pub scoring: bool,
    pub blocked_penalty: BlockedPenalty,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    Seed,
    Bell,
    Ludii,
    ForcedChain,
}

impl Preset {
    const ALL: [Preset; 4] = [
        Preset::Seed,
        Preset::Bell,
        Preset::Ludii,
        Preset::ForcedChain,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Seed => "seed",
            Preset::Bell => "bell",
            Preset::Ludii => "ludii",
            Preset::ForcedChain => "forced-chain",
        }
    }

    pub fn config(self) -> Config {
        let seed = Config {
            preset: self,
            capture: Capture::Huff,
            chain: Chain::Optional,
            forward_only: false,
            ret: Return::None,
            base_line_captures_only: false,
            scoring: false,
            blocked_penalty: BlockedPenalty::Literal,
        };
        match self {
            Preset::Seed => seed,
            Preset::Bell => Config {
                forward_only: true,
                ret: Return::Ever,
                base_line_captures_only: true,
                scoring: true,
                ..seed
            },
            Preset::Ludii => Config {
                capture: Capture::Free,
                chain: Chain::Single,
                ..seed
            },
            Preset::ForcedChain => Config {
                capture: Capture::Forced,
                chain: Chain::Forced,
                ..seed
            },
        }
    }
}

pub const RULE_SETS: &[RuleSetInfo] = &[
    RuleSetInfo {
        name: "seed",
        default: true,
        summary: "Alfonso X as docs/rules/alquerque.md quotes him: capture or be huffed, optional multi-jumps",
    },
    RuleSetInfo {
        name: "bell",
        default: false,
        summary: "`seed` plus R.C. Bell: no backward moves, no return, base-line pieces only capture; scoring",
    },
    RuleSetInfo {
        name: "ludii",
        default: false,
        summary: "Ludii's Alfonso X: captures optional, single jumps, no huff",
    },
    RuleSetInfo {
        name: "forced-chain",
        default: false,
        summary: "captures compulsory and continued while possible",
    },
];

pub const RULE_OPTIONS: &[RuleOptionInfo] = &[
    RuleOptionInfo {
        key: "capture",
        values: &["free", "huff", "forced"],
        summary: "what happens when a capture is possible",
    },
    RuleOptionInfo {
        key: "chain",
        values: &["single", "optional", "forced"],
        summary: "one jump, optional further jumps, or jumps continued while possible",
    },
    RuleOptionInfo {
        key: "direction",
        values: &["any", "forward"],
        summary: "forward: steps and jumps only forward, diagonally forward or sideways",
    },
    RuleOptionInfo {
        key: "return",
        values: &["none", "ever", "game-start", "turn-start"],
        summary: "points a piece may not move back onto",
    },
    RuleOptionInfo {
        key: "base-line",
        values: &["free", "capture-only"],
        summary: "capture-only: a piece on the enemy base line moves only to capture",
    },
    RuleOptionInfo {
        key: "scoring",
        values: &["none", "bell"],
        summary: "Bell's points for the loser",
    },
    RuleOptionInfo {
        key: "blocked-penalty",
        values: &["literal", "signed"],
        summary: "Bell's penalty when the blocked loser has more pieces",
    },
];

/// The configuration of a rule specification spelled as [`RULE_SETS`] and
/// [`RULE_OPTIONS`] spell it (see [`crate::game::Configure::from_rules`]).
pub fn from_rules(spec: &RuleSpec) -> Config {
    let preset = match spec.set.as_deref() {
        None => Preset::Seed,
        Some(name) => *Preset::ALL
            .iter()
            .find(|p| p.name() == name)
            .unwrap_or_else(|| unmapped("alquerque", "rule set", name)),
    };
    let mut c = preset.config();
    for (key, value) in &spec.options {
        match (key.as_str(), value.as_str()) {
            ("capture", "free") => c.capture = Capture::Free,
            ("capture", "huff") => c.capture = Capture::Huff,
            ("capture", "forced") => c.capture = Capture::Forced,
            ("chain", "single") => c.chain = Chain::Single,
            ("chain", "optional") => c.chain = Chain::Optional,
            ("chain", "forced") => c.chain = Chain::Forced,
            ("direction", d) => c.forward_only = d == "forward",
            ("return", "none") => c.ret = Return::None,
            ("return", "ever") => c.ret = Return::Ever,
            ("return", "game-start") => c.ret = Return::GameStart,
            ("return", "turn-start") => c.ret = Return::TurnStart,
            ("base-line", b) => c.base_line_captures_only = b == "capture-only",
            ("scoring", s) => c.scoring = s == "bell",
            ("blocked-penalty", "literal") => c.blocked_penalty = BlockedPenalty::Literal,
            ("blocked-penalty", "signed") => c.blocked_penalty = BlockedPenalty::Signed,
            (k, v) => unmapped("alquerque", k, v),
        }
    }
    c
}

/// [`crate::game::Configure::configure`] for Alquerque: the rule text checked
/// against its tables, then mapped.
pub fn configure(spec: &RuleSpec) -> Result<Config, RuleError> {
    <super::Alquerque as crate::game::Configure>::configure(spec)
}

/// `preset;key=value...` listing only what differs from the preset.
pub fn describe(c: &Config) -> String {
    let base = c.preset.config();
    let mut out = c.preset.name().to_string();
    let mut add = |k: &str, v: &str| out.push_str(&format!(";{k}={v}"));
    if c.capture != base.capture {
        add(
            "capture",
            match c.capture {
                Capture::Free => "free",
                Capture::Huff => "huff",
                Capture::Forced => "forced",
            },
        );
    }
    if c.chain != base.chain {
        add(
            "chain",
            match c.chain {
                Chain::Single => "single",
                Chain::Optional => "optional",
                Chain::Forced => "forced",
            },
        );
    }
    if c.forward_only != base.forward_only {
        add("direction", if c.forward_only { "forward" } else { "any" });
    }
    if c.ret != base.ret {
        add(
            "return",
            match c.ret {
                Return::None => "none",
                Return::Ever => "ever",
                Return::GameStart => "game-start",
                Return::TurnStart => "turn-start",
            },
        );
    }
    if c.base_line_captures_only != base.base_line_captures_only {
        add(
            "base-line",
            if c.base_line_captures_only {
                "capture-only"
            } else {
                "free"
            },
        );
    }
    if c.scoring != base.scoring {
        add("scoring", if c.scoring { "bell" } else { "none" });
    }
    if c.blocked_penalty != base.blocked_penalty {
        add(
            "blocked-penalty",
            match c.blocked_penalty {
                BlockedPenalty::Literal => "literal",
                BlockedPenalty::Signed => "signed",
            },
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_read_back_to_the_same_rules() {
        for spec in [
            "seed",
            "bell",
            "ludii",
            "forced-chain",
            "bell;return=turn-start",
            "seed;chain=forced;direction=forward",
        ] {
            let c = configure(&RuleSpec::parse(spec)).unwrap();
            assert_eq!(describe(&c), spec);
            assert_eq!(configure(&RuleSpec::parse(&describe(&c))).unwrap(), c);
        }
    }

    #[test]
    fn unknown_names_and_values_are_errors() {
        assert!(configure(&RuleSpec::parse("murray")).is_err());
        assert!(configure(&RuleSpec::parse("bell;return=sometimes")).is_err());
        assert!(configure(&RuleSpec::parse("seed;kings=yes")).is_err());
    }
}
