//! The survey held to what it was before it asked the Shift_JIS tables
//! whether a line could be UTF-8.

use super::*;

/// What [`Survey::lines`] did before it asked the Shift_JIS tables
/// whether a line could be UTF-8: every line looked at for UTF-8.
fn surveyed_before(survey: &mut Survey, block: &[u8]) {
    if survey.utf8_line || survey.shift_jis.is_none() && survey.euc_jp.is_none() || block.is_ascii()
    {
        return;
    }
    survey.utf8_line = holds_utf8_line(block);
    let both = survey.shift_jis.is_some() && survey.euc_jp.is_some();
    for (charset, odd) in [
        (Charset::ShiftJis, &mut survey.shift_jis),
        (Charset::EucJp, &mut survey.euc_jp),
    ] {
        if let Some(n) = odd {
            *odd = Survey::read(charset, block, both, *n);
        }
    }
}

/// Lines in any of the encodings and lines of any bytes (those from 0xC2
/// to 0xF4 most often), each with its line feed.
pub(super) fn survey_lines() -> impl proptest::strategy::Strategy<Value = Vec<Vec<u8>>> {
    use proptest::prelude::*;
    let text = "[a-z0-9 *']{0,8}[▲７六歩同銀ｱｲ①☆治爾璽アé]{0,6}[a-z ]{0,3}";
    let noise = proptest::collection::vec(
        prop_oneof![0x80..=0xFFu8, 0xC2..=0xF4u8, 0x40..0x80u8],
        0..6,
    );
    let lines = proptest::collection::vec((text, 0..4usize), 0..24);
    (lines, noise).prop_map(|(lines, noise)| {
        lines
            .iter()
            .map(|(text, charset)| {
                let mut line = match ALL.get(*charset) {
                    Some(c) => c.encoding().encode(text).0.into_owned(),
                    None => [text.as_bytes(), &noise].concat(),
                };
                line.push(b'\n');
                line
            })
            .collect()
    })
}

proptest::proptest! {
    /// The survey finds what it found when it looked at every line
    /// for UTF-8: lines in any of the encodings, lines of any bytes
    /// (those from 0xC2 to 0xF4 most often), taken in blocks of any
    /// number of lines.
    #[test]
    fn the_survey_is_what_it_was(
        lines in survey_lines(),
        blocks in proptest::collection::vec(1..6usize, 1..8),
    ) {
        let (mut now, mut before) = (Survey::default(), Survey::default());
        let mut at = 0;
        for size in blocks.iter().cycle() {
            if at >= lines.len() {
                break;
            }
            let block = lines[at..(at + size).min(lines.len())].concat();
            now.lines(&block);
            surveyed_before(&mut before, &block);
            // The oddness counts only while both read the text.
            let odd = |s: &Survey| match s.shift_jis.zip(s.euc_jp) {
                Some(_) => (s.shift_jis, s.euc_jp),
                None => (s.shift_jis.map(|_| 0), s.euc_jp.map(|_| 0)),
            };
            proptest::prop_assert_eq!(now.utf8_line, before.utf8_line);
            proptest::prop_assert_eq!(odd(&now), odd(&before));
            proptest::prop_assert_eq!(now.charset(), before.charset());
            at += size;
        }
    }
}
