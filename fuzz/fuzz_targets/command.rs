#![no_main]
//! See `command` in tests/fuzz_checks/command.rs for what this target checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| hensou_fuzz::checks::command(data));
