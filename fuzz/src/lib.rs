//! The checks of the fuzz targets live in the main crate's tests, so that
//! tests/fuzz_regressions.rs replays every saved input through the very same
//! code.

#[path = "../../tests/fuzz_checks/mod.rs"]
pub mod checks;
