#![no_main]
//! See `shogi_readers` in tests/fuzz_checks/mod.rs for what this target checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hensou_fuzz::checks::shogi_readers(data));
