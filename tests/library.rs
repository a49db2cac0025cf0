//! The library as another program uses it.

use hensou::game::{PositionError, RuleError, SyntaxError, Violation};
use hensou::session::{ReadError, SetupError};
use hensou::variants::shogi::ShogiRule;

/// What `?` in a program's own function needs of an error.
fn boxed<E: std::error::Error + Send + Sync + 'static>(e: E) -> Box<dyn std::error::Error> {
    Box::new(e)
}

#[test]
fn every_error_is_a_std_error_that_says_its_message() {
    let violation = Violation::new(ShogiRule::Nifu, "two unpromoted pawns on one file");
    assert_eq!(
        boxed(ReadError::Resolve(violation.clone())).to_string(),
        "two unpromoted pawns on one file"
    );
    assert_eq!(
        boxed(violation).to_string(),
        "two unpromoted pawns on one file"
    );
    let syntax = SyntaxError {
        offset: 3,
        len: 1,
        message: "expected a square".into(),
    };
    assert_eq!(
        boxed(ReadError::Syntax(syntax.clone())).to_string(),
        "expected a square"
    );
    assert_eq!(boxed(syntax).to_string(), "expected a square");
    let position = PositionError::new(0, 4, "bad rank");
    assert_eq!(boxed(position.clone()).to_string(), "bad rank");
    assert_eq!(
        boxed(SetupError::from(position)).to_string(),
        "bad position string: bad rank"
    );
    let rules = RuleError("no rule set `bel`".into());
    assert_eq!(boxed(rules).to_string(), "no rule set `bel`");
}
