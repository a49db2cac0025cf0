//! Rule sets and options: each historical revision of the forum rules is a
//! named set; every point a revision changed is also an option, so that a
//! rule designer can move one point at a time.

use super::Chatra;
use crate::game::{Configure, RuleError, RuleOptionInfo, RuleSetInfo, RuleSpec};

/// The dated revisions of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleSet {
    /// The original text of November 1994 (posts 01033/01076).
    Nov1994,
    /// Revision 1 of post 01488 (27 Dec 1994): adjacency ban, no pass.
    Dec1994,
    /// 置きチャトラ (January 1995): objects preset at ☆g2 ★f11.
    Oki,
    /// The relay game 【チャトラの輪】 (September 1995).
    Relay1995,
}

/// Which piece of a pair may be the centre of a flight or slide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pivot {
    Either,
    /// The one nearer the enemy object (squared Euclidean); a tie allows both.
    Nearer,
}

/// The limit on relative moves towards or away from the enemy object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Forward or sideways: the angle at the mover between destination and
    /// enemy object is at most 90°.
    Angle,
    /// The destination is no farther from the enemy object than the start.
    Distance,
    /// Backward relative moves allowed.
    None,
}

/// How the game begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Empty board: a subject, then both objects.
    Standard,
    /// Objects preset at ☆g2 ★f11.
    Oki,
}

/// A resolved rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub set: RuleSet,
    pub start: Start,
    pub pivot: Pivot,
    pub direction: Direction,
    pub straddle: bool,
    pub repetition: bool,
    pub adjacency: bool,
    pub pass: bool,
    /// Drop zones and offside lifted for both sides after the first check.
    pub lift: bool,
    /// A subject drop may not give check (proposed for abolition in 1995,
    /// never abolished).
    pub drop_check: bool,
}

pub(super) const SETS: &[(&str, RuleSet)] = &[
    ("1994-11", RuleSet::Nov1994),
    ("1994-12", RuleSet::Dec1994),
    ("oki", RuleSet::Oki),
    ("relay-1995", RuleSet::Relay1995),
];

impl RuleSet {
    pub fn name(self) -> &'static str {
        SETS.iter()
            .find(|(_, s)| *s == self)
            .map(|(n, _)| *n)
            .expect("every set is named")
    }

    /// The set's own values of every option.
    pub fn defaults(self) -> Config {
        let base = Config {
            set: self,
            start: Start::Standard,
            pivot: Pivot::Either,
            direction: Direction::Angle,
            straddle: true,
            repetition: true,
            adjacency: true,
            pass: false,
            lift: false,
            drop_check: true,
        };
        match self {
            RuleSet::Nov1994 => Config {
                adjacency: false,
                pass: true,
                ..base
            },
            RuleSet::Dec1994 => base,
            RuleSet::Oki => Config {
                start: Start::Oki,
                ..base
            },
            RuleSet::Relay1995 => Config {
                direction: Direction::None,
                lift: true,
                ..base
            },
        }
    }
}

pub static RULE_SETS: [RuleSetInfo; 4] = [
    RuleSetInfo {
        name: "1994-11",
        default: false,
        summary: "original rules: pass allowed (not twice in a row), no adjacency ban",
    },
    RuleSetInfo {
        name: "1994-12",
        default: true,
        summary: "revision 1 (post 01488): adjacency-drop ban, no pass",
    },
    RuleSetInfo {
        name: "oki",
        default: false,
        summary: "置きチャトラ: 1994-12 from objects preset at ☆g2 ★f11, Black drops a subject first",
    },
    RuleSetInfo {
        name: "relay-1995",
        default: false,
        summary: "1994-12 with backward relative moves, drop zones lifted at the first check",
    },
];

pub static RULE_OPTIONS: [RuleOptionInfo; 9] = [
    RuleOptionInfo {
        key: "pivot",
        values: &["either", "nearer"],
        summary: "which piece of a pair may be the flight/slide centre",
    },
    RuleOptionInfo {
        key: "direction",
        values: &["angle", "distance", "none"],
        summary: "limit on relative moves away from the enemy object",
    },
    RuleOptionInfo {
        key: "straddle",
        values: &["on", "off"],
        summary: "a pair on opposite sides of the enemy object cannot cooperate",
    },
    RuleOptionInfo {
        key: "repetition",
        values: &["on", "off"],
        summary: "a position's 4th occurrence: the player who began the cycle must deviate",
    },
    RuleOptionInfo {
        key: "adjacency",
        values: &["on", "off"],
        summary: "no subject dropped on or next to any subject",
    },
    RuleOptionInfo {
        key: "pass",
        values: &["on", "off"],
        summary: "a player may pass, but not in answer to a pass",
    },
    RuleOptionInfo {
        key: "lift",
        values: &["on", "off"],
        summary: "drop zones and offside lifted for both sides at the first check",
    },
    RuleOptionInfo {
        key: "drop-check",
        values: &["on", "off"],
        summary: "a subject drop may not give check",
    },
    RuleOptionInfo {
        key: "start",
        values: &["standard", "oki"],
        summary: "empty board, or objects preset at ☆g2 ★f11",
    },
];

impl Config {
    /// [`crate::game::Configure::configure`] for Chatra: the rule text checked
    /// against its tables, then mapped.
    pub fn configure(spec: &RuleSpec) -> Result<Config, RuleError> {
        Chatra::configure(spec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describe_reads_back() {
        for text in [
            "1994-12",
            "1994-11;pivot=nearer",
            "oki;direction=distance;straddle=off",
            "relay-1995;lift=off",
        ] {
            let c = Config::configure(&RuleSpec::parse(text)).unwrap();
            assert_eq!(Chatra::describe(&c), text);
        }
        assert!(Config::configure(&RuleSpec::parse("1995-13")).is_err());
        assert!(Config::configure(&RuleSpec::parse("pivot=centre")).is_err());
    }
}
