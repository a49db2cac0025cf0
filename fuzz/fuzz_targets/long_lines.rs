#![no_main]
//! See `long_lines` in tests/fuzz_checks/mod.rs for what this target checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hensou_fuzz::checks::long_lines(data));
