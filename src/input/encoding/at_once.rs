//! Lines surveyed and decoded in one walk over their bytes.

use super::{Charset, Survey, holds_utf8_line};

impl Survey {
    /// [`Survey::lines`] of `block`, then [`Charset::decode_lines_onto`]
    /// of it in `charset`: whether `charset` reads it, its text appended to
    /// `out` when it does (`out` as it was when not). One walk over the
    /// bytes where the two make two, when the survey asks only whether
    /// Shift_JIS reads the text (EUC-JP no longer does and no line of
    /// UTF-8 was found: after the first lines of a Shift_JIS file) and the
    /// block is decoded as Shift_JIS on this thread: the walk that decodes
    /// tells whether the tables read every character and whether one starts
    /// as a character of UTF-8 does, all that the survey then asks.
    #[cfg_attr(
        not(test),
        expect(
            dead_code,
            reason = "for the reading that decodes a file as it surveys it"
        )
    )]
    pub(crate) fn lines_decoded(
        &mut self,
        block: &[u8],
        charset: Charset,
        out: &mut String,
    ) -> bool {
        let only_shift_jis = !self.utf8_line && self.shift_jis.is_some() && self.euc_jp.is_none();
        let halved = block.len() >= super::halved_survey().min(super::halved_decoding())
            && super::super::threads::two_threads();
        if charset == Charset::ShiftJis && only_shift_jis && !halved {
            // Where the tables do not read a character, `encoding_rs` does
            // not either: the survey and the decoding below say so.
            if let Some(utf8_lead) = super::super::shift_jis::decode_surveyed(block, out) {
                self.utf8_line = utf8_lead && holds_utf8_line(block);
                return true;
            }
        }
        self.lines(block);
        charset.decode_lines_onto(block, out)
    }
}

#[cfg(test)]
mod tests {
    use super::super::ALL;
    use super::super::survey_tests::survey_lines;
    use super::*;

    proptest::proptest! {
        /// Lines surveyed and decoded in one walk: the survey finds what
        /// [`Survey::lines`] finds and the text is what
        /// [`Charset::decode_lines_onto`] appends, block after block, on
        /// lines in any of the encodings and lines with any bytes, decoded
        /// in each encoding.
        #[test]
        fn one_walk_is_the_survey_then_the_decoding(
            lines in survey_lines(),
            blocks in proptest::collection::vec(1..6usize, 1..8),
            charset in 0..3usize,
        ) {
            let charset = ALL[charset];
            let (mut once, mut twice) = (Survey::default(), Survey::default());
            let (mut once_text, mut twice_text) = (String::from("before "), String::from("before "));
            let mut at = 0;
            for size in blocks.iter().cycle() {
                if at >= lines.len() {
                    break;
                }
                let block = lines[at..(at + size).min(lines.len())].concat();
                let read = once.lines_decoded(&block, charset, &mut once_text);
                twice.lines(&block);
                proptest::prop_assert_eq!(read, charset.decode_lines_onto(&block, &mut twice_text));
                proptest::prop_assert_eq!(&once_text, &twice_text);
                proptest::prop_assert_eq!(
                    (once.utf8_line, once.shift_jis, once.euc_jp),
                    (twice.utf8_line, twice.shift_jis, twice.euc_jp)
                );
                proptest::prop_assert_eq!(once.charset(), twice.charset());
                at += size;
            }
        }
    }
}
