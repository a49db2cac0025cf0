//! Lines surveyed and decoded in one walk over their bytes: what a file
//! read once (`input::stream`) does with each block of its lines, its
//! encoding decided from its first window and the survey of every line
//! carried on to confirm it at the end.

use super::{Charset, Survey, holds_utf8_line};

impl Survey {
    /// [`Survey::lines`] of `block`, then [`Charset::decode_lines_onto`]
    /// of it in `charset`: whether `charset` reads it, its text appended to
    /// `out` when it does (`out` as it was when not). One walk over the
    /// bytes where the two make two, when the survey asks only whether
    /// Shift_JIS reads the text (EUC-JP no longer does and no line of
    /// UTF-8 was found: after a Shift_JIS file's first lines) and the block
    /// is decoded as Shift_JIS: the walk that decodes tells whether the
    /// tables read every character and whether one starts as a character
    /// of UTF-8 does, all that the survey then asks. A long block is parted
    /// at a line end near its middle, each half surveyed and decoded so on
    /// a thread of its own when the pool has two, and the halves' surveys
    /// joined as [`Survey::lines`] joins them.
    pub(crate) fn lines_decoded(
        &mut self,
        block: &[u8],
        charset: Charset,
        out: &mut String,
    ) -> bool {
        let halves = (block.len() >= super::halved_decoding()
            && super::super::threads::two_threads())
        .then(|| super::super::threads::middle_line_end(block))
        .flatten();
        let Some(middle) = halves else {
            return self.walked(block, charset, out);
        };
        let (first, rest) = block.split_at(middle);
        let was = out.len();
        let mut later = self.alike();
        let mut later_text = String::new();
        let (read, read_later) = super::super::threads::join(
            || self.walked(first, charset, out),
            || later.walked(rest, charset, &mut later_text),
        );
        self.merge(later);
        if read && read_later {
            out.push_str(&later_text);
            return true;
        }
        out.truncate(was);
        false
    }

    /// [`Survey::lines_decoded`] of a block on this thread.
    fn walked(&mut self, block: &[u8], charset: Charset, out: &mut String) -> bool {
        let only_shift_jis = !self.utf8_line && self.shift_jis.is_some() && self.euc_jp.is_none();
        if charset == Charset::ShiftJis && only_shift_jis {
            // Where the tables do not read a character, `encoding_rs` does
            // not either: the survey and the decoding below say so.
            if let Some(utf8_lead) = super::super::shift_jis::decode_surveyed(block, out) {
                self.utf8_line = utf8_lead && holds_utf8_line(block);
                return true;
            }
        }
        self.lines(block);
        charset.decode_onto(block, out)
    }
}

#[cfg(test)]
mod tests {
    use super::super::ALL;
    use super::super::survey_tests::survey_lines;
    use super::*;

    /// Surveys and decodes `lines` in blocks of `blocks` lines both ways,
    /// in one walk and as the survey then the decoding, and compares them
    /// after every block: what the survey found, the text and the answer.
    fn one_walk_against_two(
        lines: &[Vec<u8>],
        blocks: &[usize],
        charset: Charset,
        run: impl Fn(&mut (dyn FnMut() + Send)),
    ) -> Result<(), proptest::test_runner::TestCaseError> {
        let (mut once, mut twice) = (Survey::default(), Survey::default());
        let (mut once_text, mut twice_text) = (String::from("before "), String::from("before "));
        let mut at = 0;
        for size in blocks.iter().cycle() {
            if at >= lines.len() {
                break;
            }
            let block = lines[at..(at + size).min(lines.len())].concat();
            let mut read = false;
            run(&mut || read = once.lines_decoded(&block, charset, &mut once_text));
            twice.lines(&block);
            proptest::prop_assert_eq!(read, charset.decode(&block).is_some());
            if let Some(text) = charset.decode(&block) {
                twice_text.push_str(&text);
            }
            proptest::prop_assert_eq!(&once_text, &twice_text);
            // The oddness counts only while both read the text, and
            // nothing counts once a line of UTF-8 is found (a half walked
            // beside the one that finds it goes on).
            let odd = |s: &Survey| match s.shift_jis.zip(s.euc_jp) {
                _ if s.utf8_line => (true, None, None),
                Some(_) => (false, s.shift_jis, s.euc_jp),
                None => (false, s.shift_jis.map(|_| 0), s.euc_jp.map(|_| 0)),
            };
            proptest::prop_assert_eq!(odd(&once), odd(&twice));
            proptest::prop_assert_eq!(once.charset(), twice.charset());
            at += size;
        }
        Ok(())
    }

    proptest::proptest! {
        /// Lines surveyed and decoded in one walk: the survey finds what
        /// [`Survey::lines`] finds and the text is what the decoding
        /// appends, block after block, on lines in any of the encodings
        /// and lines with any bytes, decoded in each encoding.
        #[test]
        fn one_walk_is_the_survey_then_the_decoding(
            lines in survey_lines(),
            blocks in proptest::collection::vec(1..6usize, 1..8),
            charset in 0..3usize,
        ) {
            one_walk_against_two(&lines, &blocks, ALL[charset], |f| f())?;
        }
    }

    #[cfg(feature = "threads")]
    proptest::proptest! {
        /// The same on two threads, where a block of a few lines (in these
        /// tests) is parted in two and each half walked on a thread.
        #[test]
        fn one_walk_in_halves_is_the_survey_then_the_decoding(
            lines in survey_lines(),
            blocks in proptest::collection::vec(1..12usize, 1..8),
            charset in 0..3usize,
        ) {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap();
            one_walk_against_two(&lines, &blocks, ALL[charset], |f| pool.install(f))?;
        }
    }
}
