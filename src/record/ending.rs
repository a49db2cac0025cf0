//! How a record says a game ended: the ending words of its formats, and
//! the reasons the record layer itself concludes.

use serde::Serialize;

/// How a game ended, as a record's ending word says it: what a reader of
/// an archive needs beside the winner, and what the moves alone cannot
/// show (a resignation, a flag fall, an interruption).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// `投了`, `%TORYO`, `resign`.
    Resignation,
    /// `詰み`, `%TSUMI`: the record says mate.
    Mate,
    /// `切れ負け`, `時間切れ`, `%TIME_UP`, `timeout`.
    TimeUp,
    /// `反則負け`, `反則勝ち`, `%ILLEGAL_MOVE`: a foul decided the game.
    IllegalMove,
    /// `入玉宣言勝ち`, `%KACHI`, `win`: a won impasse declaration.
    ImpasseDeclaration,
    /// `不戦勝`, `不戦敗`: won or lost without play.
    Forfeit,
    /// `千日手`, `%SENNICHITE`, `rep_draw`: fourfold repetition.
    Sennichite,
    /// `#OUTE_SENNICHITE`: repetition by perpetual check, lost by the
    /// checker.
    PerpetualCheck,
    /// `持将棋`, `%JISHOGI`: an impasse scored a draw.
    Jishogi,
    /// `%HIKIWAKE`, `draw`: a draw by agreement.
    Draw,
    /// `%MAX_MOVES`: the move limit.
    MoveLimit,
    /// `中断`, `%CHUDAN`, `break`: stopped unfinished.
    Interrupted,
    /// `不詰`, `%FUZUMI`: a mating problem with no mate.
    NoMate,
    /// `封じ手`: adjourned with a sealed move.
    SealedMove,
    /// `%MATTA`: a move taken back.
    TakeBack,
    /// `%ERROR`: the server's error.
    Error,
}

impl Ending {
    /// Every ending, in the order declared.
    pub const ALL: [Ending; 16] = [
        Ending::Resignation,
        Ending::Mate,
        Ending::TimeUp,
        Ending::IllegalMove,
        Ending::ImpasseDeclaration,
        Ending::Forfeit,
        Ending::Sennichite,
        Ending::PerpetualCheck,
        Ending::Jishogi,
        Ending::Draw,
        Ending::MoveLimit,
        Ending::Interrupted,
        Ending::NoMate,
        Ending::SealedMove,
        Ending::TakeBack,
        Ending::Error,
    ];

    /// The name JSON and Python use, as the game's own outcome reasons are
    /// spelt (`resignation`, `time-up`).
    pub const fn name(self) -> &'static str {
        match self {
            Ending::Resignation => "resignation",
            Ending::Mate => "mate",
            Ending::TimeUp => "time-up",
            Ending::IllegalMove => "illegal-move",
            Ending::ImpasseDeclaration => "impasse-declaration",
            Ending::Forfeit => "forfeit",
            Ending::Sennichite => "sennichite",
            Ending::PerpetualCheck => "perpetual-check",
            Ending::Jishogi => "jishogi",
            Ending::Draw => "draw",
            Ending::MoveLimit => "move-limit",
            Ending::Interrupted => "interrupted",
            Ending::NoMate => "no-mate",
            Ending::SealedMove => "sealed-move",
            Ending::TakeBack => "take-back",
            Ending::Error => "error",
        }
    }
}

impl Ending {
    /// The ending as an outcome's reason: a game a record ends by a
    /// written word (`投了`) ends for the reason of that name.
    pub const fn reason(self) -> crate::game::Reason {
        crate::game::Reason::declared(self.name())
    }

    /// The ending in words, in any language: the reason of its name.
    pub fn msg(self) -> crate::messages::Msg {
        self.reason().msg()
    }
}

impl From<Ending> for crate::game::Reason {
    fn from(ending: Ending) -> crate::game::Reason {
        ending.reason()
    }
}

crate::game::reasons! {
    /// Why a game ended that neither its rules nor a written ending word
    /// say: what the record layer concludes. docs/rules/records.md lists
    /// these with the [`Ending`]s.
    pub enum RecordEnd {
        /// The record says the game ended by an illegal move, which was.
        OpponentIllegalMove => "opponent-illegal-move",
        /// A bare result (`1-0`) with no ending word.
        WrittenResult => "written-result",
    }
}
