//! Times written inside a run of move text: a record whose every move is
//! followed by its time on a line of its own (CSA's `+7776FU`, `T12`) is
//! read as one run holding both, so that neither its reader nor the driver
//! makes, walks and drops two elements a ply
//! ([`GameRecord::times_in_runs`](super::GameRecord::times_in_runs)).

/// The time of whole seconds written right after a ply inside a run, at
/// the front of `rest` (the run after the ply): a line ending (`\n` or
/// `\r\n`), then `T` and its digits. Its seconds, where it starts in
/// `rest` and its length; `None` when no time is there. A reader joins a
/// move over such a time only when the time has one to nine digits and a
/// line of its own, so the seconds fit.
#[inline(always)]
pub fn time_in_run(rest: &[u8]) -> Option<(u32, usize, usize)> {
    let start = match rest {
        [b'\n', b'T', ..] => 1,
        [b'\r', b'\n', b'T', ..] => 2,
        _ => return None,
    };
    let mut len = 1;
    let mut seconds = 0u32;
    while let Some(&d @ b'0'..=b'9') = rest.get(start + len) {
        seconds = seconds.wrapping_mul(10).wrapping_add(u32::from(d - b'0'));
        len += 1;
    }
    (len > 1).then_some((seconds, start, len))
}

#[cfg(test)]
mod tests {
    use super::time_in_run;

    #[test]
    fn a_time_after_a_ply_is_read() {
        assert_eq!(time_in_run(b"\nT12\n-3334FU"), Some((12, 1, 3)));
        assert_eq!(time_in_run(b"\r\nT0\r\n-3334FU"), Some((0, 2, 2)));
        assert_eq!(time_in_run(b"\nT999999999"), Some((999_999_999, 1, 10)));
        for no in [&b"\n-3334FU"[..], b"\nT\n", b" T12", b"T12", b"", b"\n\nT1"] {
            assert_eq!(time_in_run(no), None, "{no:?}");
        }
    }
}
