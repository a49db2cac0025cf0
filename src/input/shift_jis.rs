//! Shift_JIS decoded by tables of its characters, written out from
//! `encoding_rs`' own decoding of each one (`shift_jis.txt`, checked
//! against it by the tests below) and read into arrays when the crate is
//! compiled, so that no run spends time making them.
//!
//! A record's lines are short runs of ASCII between a few kanji
//! (`   1 ７六歩(77)   ( 0:12/00:00:12)`), where `encoding_rs`, made for
//! long runs of either, spent a tenth of the validation of a Shift_JIS
//! KIF archive. Shift_JIS is read a character at a time with no state
//! between characters (a lead byte takes the byte after it, every other
//! byte stands alone), so the text is the characters' decodings one after
//! the other: each taken from the tables, which hold what `encoding_rs`
//! makes of it alone. Anything the tables do not hold (a byte no character
//! starts with, a lead byte without its trail) is left to `encoding_rs`,
//! which decides for the whole text as before.

/// What a character decodes to, as a word: its UTF-8 in the low three
/// bytes (first byte lowest; every character Shift_JIS holds is in the
/// Basic Multilingual Plane), then in the top byte [`UTF8_LEAD`], [`READ`]
/// and, in its top two bits, the length of that UTF-8, so that one load
/// tells all, the UTF-8 is written four bytes at once and its length is
/// one shift.
type Entry = u32;

/// The bit of an [`Entry`] whose character starts with a byte that starts
/// a character of UTF-8 too (0xC2-0xF4): a text none of whose characters
/// starts so holds no line of UTF-8 beyond ASCII (see [`survey`]).
const UTF8_LEAD: Entry = 1 << 24;

/// The bit of an [`Entry`] that a step of the walk may stand on: a
/// character the tables read, or an ASCII byte (which takes nothing).
/// Only a byte beyond ASCII that no character starts with, or a lead byte
/// whose trail the tables do not read, lacks it, so that a step's entries
/// and'ed together tell whether it read them all, with no test a
/// character.
const READ: Entry = 1 << 25;

/// Where in an [`Entry`] the length of its UTF-8 is: the top bits.
const LEN_SHIFT: u32 = 30;

/// The length of an entry's UTF-8.
#[inline(always)]
fn utf8_len(entry: Entry) -> usize {
    (entry >> LEN_SHIFT) as usize
}

/// The bytes that may follow a lead byte, and how many there are.
const TRAIL_FIRST: u8 = 0x40;
const TRAIL_COUNT: usize = 0xFC - 0x40 + 1;
/// Lead bytes of two-byte characters: 0x81-0x9F and 0xE0-0xFC.
const LEAD_COUNT: usize = 31 + 29;
/// Bytes that stand alone from 0x80 on: 0x80 and 0xA1-0xDF.
const SINGLE_COUNT: usize = 1 + 63;

/// Each lead byte's characters, a line a lead, one character a trail from
/// 0x40 to 0xFC (U+FFFD where there is none).
const ROWS: &str = include_str!("shift_jis.txt");

/// The rows of [`TABLE`]: none (row 0: a byte no character starts with),
/// a row for each lead byte, one for each byte that stands alone, then
/// one of ASCII, every entry [`READ`] and nothing else.
const FIRST_LEAD_ROW: usize = 1;
const FIRST_SINGLE_ROW: usize = FIRST_LEAD_ROW + LEAD_COUNT;
const ASCII_ROW: usize = FIRST_SINGLE_ROW + SINGLE_COUNT;

/// What each byte from 0x80 on makes with the byte after it, by its row
/// ([`ROW`]) and that byte: a lead byte's row holds its pairs, a byte that
/// stands alone has the same character the whole row long, so that the
/// decoding of either is one look-up without a branch.
static TABLE: [[Entry; 256]; 128] = table(ROWS.as_bytes());

/// Where in [`TABLE`], taken whole ([`TABLE_LEN`] entries), the row of
/// each byte is, by the byte: one look-up without masking the byte.
static ROW: [u16; 256] = rows();

/// The entries of [`TABLE`].
const TABLE_LEN: usize = 128 * 256;

/// The lead byte and the byte standing alone that each row is for.
const fn rows() -> [u16; 256] {
    let mut row = [(ASCII_ROW * 256) as u16; 256];
    let (mut b, mut lead, mut single) = (0x80, FIRST_LEAD_ROW, FIRST_SINGLE_ROW);
    while b <= 0xFF {
        if matches!(b, 0x81..=0x9F | 0xE0..=0xFC) {
            row[b] = (lead * 256) as u16;
            lead += 1;
        } else if matches!(b, 0x80 | 0xA1..=0xDF) {
            row[b] = (single * 256) as u16;
            single += 1;
        } else {
            row[b] = 0;
        }
        b += 1;
    }
    row
}

/// The entry of a character whose UTF-8 is the `len` bytes of `utf8`
/// from `at`.
const fn entry(utf8: &[u8], at: usize, len: usize) -> Entry {
    let mut word = 0;
    let mut k = 0;
    while k < len {
        word |= (utf8[at + k] as u32) << (8 * k);
        k += 1;
    }
    word | (len as u32) << LEN_SHIFT | READ
}

/// The entry of `c`, a character from U+0080 to U+FFFF standing alone.
const fn single(c: u32) -> Entry {
    let utf8 = match c {
        0x80..=0x7FF => [0xC0 | (c >> 6) as u8, 0x80 | (c & 0x3F) as u8, 0],
        _ => [
            0xE0 | (c >> 12) as u8,
            0x80 | ((c >> 6) & 0x3F) as u8,
            0x80 | (c & 0x3F) as u8,
        ],
    };
    entry(&utf8, 0, if c < 0x800 { 2 } else { 3 })
}

/// [`UTF8_LEAD`] for a character starting with `byte`, else nothing.
const fn utf8_lead(byte: usize) -> Entry {
    match byte {
        0xC2..=0xF4 => UTF8_LEAD,
        _ => 0,
    }
}

/// The table: [`ROWS`] read into the lead bytes' rows (U+FFFD left as no
/// character), U+0080 for 0x80 and half-width katakana (U+FF61-U+FF9F) for
/// 0xA1-0xDF, and [`READ`] alone for ASCII. Fails to compile if the text
/// is not one line of [`TRAIL_COUNT`] characters for each lead.
const fn table(text: &[u8]) -> [[Entry; 256]; 128] {
    let mut table = [[0; 256]; 128];
    table[ASCII_ROW] = [READ; 256];
    let mut s = 0;
    while s < SINGLE_COUNT {
        let c = if s == 0 { 0x80 } else { 0xFF61 + s as u32 - 1 };
        let byte = if s == 0 { 0x80 } else { 0xA1 + s - 1 };
        table[FIRST_SINGLE_ROW + s] = [single(c) | utf8_lead(byte); 256];
        s += 1;
    }
    let (mut at, mut i) = (0, 0);
    while i < LEAD_COUNT * TRAIL_COUNT {
        let len = match text[at] {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            _ => panic!("shift_jis.txt: a character outside U+0080-U+FFFF"),
        };
        let replacement = len == 3 && text[at + 1] == 0xBF && text[at + 2] == 0xBD;
        if !(text[at] == 0xEF && replacement) {
            let trail = TRAIL_FIRST as usize + i % TRAIL_COUNT;
            let row = i / TRAIL_COUNT;
            let lead = if row < 31 {
                0x81 + row
            } else {
                0xE0 + row - 31
            };
            table[FIRST_LEAD_ROW + row][trail] = entry(text, at, len) | utf8_lead(lead);
        }
        at += len;
        i += 1;
        if i % TRAIL_COUNT == 0 {
            assert!(
                text[at] == b'\n',
                "shift_jis.txt: a line of the wrong length"
            );
            at += 1;
        }
    }
    assert!(
        at == text.len(),
        "shift_jis.txt: more lines than lead bytes"
    );
    table
}

/// The character starting with `lead` and `next`, the byte after it (0
/// after the last, which follows no lead byte): [`READ`] alone, no
/// character, for an ASCII `lead`.
#[inline(always)]
fn character(lead: u8, next: u8) -> Entry {
    // The mask tells the compiler the index is in the table (it is: the
    // last row starts at 127 * 256), so that it checks no bound.
    let at = (usize::from(ROW[usize::from(lead)]) | usize::from(next)) & (TABLE_LEN - 1);
    TABLE.as_flattened()[at]
}

/// The ASCII bytes `bytes` starts with, counted eight at a time.
pub(super) fn ascii_len(bytes: &[u8]) -> usize {
    let mut at = 0;
    while let Some(word) = bytes.get(at..at + 8) {
        let word = u64::from_le_bytes(word.try_into().unwrap_or_default());
        let high = word & 0x8080_8080_8080_8080;
        if high != 0 {
            return at + (high.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + bytes[at..].iter().take_while(|b| b.is_ascii()).count()
}

/// Whether a line of `block` is UTF-8 beyond ASCII. Only the lines that
/// hold a byte beyond ASCII are looked at, each from that byte on (what
/// comes before it is ASCII, which UTF-8 reads whatever follows).
pub(super) fn holds_utf8_line(block: &[u8]) -> bool {
    let mut at = 0;
    loop {
        at += ascii_len(&block[at..]);
        if at == block.len() {
            return false;
        }
        let end = memchr::memchr(b'\n', &block[at..]).map_or(block.len(), |i| at + i);
        // No UTF-8 character starts with the lead bytes of most of
        // Shift_JIS' kanji (0x81-0x9F), nor with its half-width kana: such a
        // line is told from its first byte beyond ASCII.
        let leads = (0xC2..=0xF4).contains(&block[at]);
        if leads && simdutf8::basic::from_utf8(&block[at..end]).is_ok() {
            return true;
        }
        at = end;
    }
}

/// Text decoded into a buffer on the stack, a word of ASCII or a character
/// at a time, each written whole without asking for room, and appended to
/// the output when the buffer is nearly full: appending each short run of
/// ASCII on its own cost a call to copy it. The length is a local of the
/// walk, kept in a register.
const STAGE: usize = 4096;

/// Bytes of ASCII looked at, and written, at once: a move line's run of
/// ASCII between its kanji (`(77)   ( 0:12/00:00:12)` and the next line's
/// number, 29 bytes) is one such word, where it was two of sixteen bytes.
const WORD: usize = 32;

/// Room kept in the stage for one write: a word of ASCII.
const WRITE_ROOM: usize = WORD;

/// Room for the UTF-8 of one step of [`RUN`] characters, written four
/// bytes a character: at most three bytes each before the last.
const RUN_ROOM: usize = 16;

/// The ASCII bytes `word` starts with: the top bits of its bytes taken
/// sixteen at once into a mask (SSE2's `pmovmskb`, in every x86-64
/// processor), whose first bit set is the first byte beyond ASCII. Three
/// instructions a half, where masking and counting the half as a number
/// took about ten.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn ascii_prefix(word: &[u8; WORD]) -> usize {
    use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_movemask_epi8};
    let halves = word.as_ptr().cast::<__m128i>();
    // SAFETY: the two loads read the 32 bytes of `word`, 16 each, which an
    // unaligned load may read wherever they are; SSE2, which both
    // instructions need, is enabled for the target (the `cfg` above).
    let (first, second) = unsafe {
        (
            _mm_movemask_epi8(_mm_loadu_si128(halves)),
            _mm_movemask_epi8(_mm_loadu_si128(halves.add(1))),
        )
    };
    // Each mask is 16 bits, one a byte; none set means 32 bytes of ASCII.
    let beyond = (first as u32) | (second as u32) << 16;
    beyond.trailing_zeros() as usize
}

/// [`ascii_prefix`] where there is no SSE2.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn ascii_prefix(word: &[u8; WORD]) -> usize {
    ascii_prefix_by_halves(word)
}

/// The ASCII bytes `word` starts with, looked at sixteen at a time as
/// numbers.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), cfg(test))]
#[inline(always)]
fn ascii_prefix_by_halves(word: &[u8; WORD]) -> usize {
    let high = |half: &[u8; 16]| u128::from_le_bytes(*half) & u128::from_le_bytes([0x80; 16]);
    let (first, second) = word.split_at(16);
    let first = high(first.try_into().unwrap_or(&[0; 16]));
    match first {
        0 => 16 + (high(second.try_into().unwrap_or(&[0; 16])).trailing_zeros() / 8) as usize,
        _ => (first.trailing_zeros() / 8) as usize,
    }
}

/// Whether `byte` is a lead byte, the first of two (0x81-0x9F and
/// 0xE0-0xFC: the two ranges made one by flipping the bit 0x20), told
/// from the byte alone so that where the next character starts does not
/// wait for the table's look-up.
#[inline(always)]
fn is_lead(byte: u8) -> bool {
    (byte ^ 0x20).wrapping_sub(0x81 ^ 0x20) < LEAD_COUNT as u8
}

/// Characters read in one step of the walk, one after the other with no
/// branch between them: a move line's run of kanji (`７六歩`, `２四飛成`,
/// `同　銀`) is three or four characters, and a loop that stopped at its
/// end mispredicted about once a line, where one step of four takes both.
const RUN: usize = 4;

/// Walks `bytes` as Shift_JIS, appending their UTF-8 to `out` when
/// `WRITE` (and only checking them when not): `None` when the tables do
/// not read them all (with part of the text appended), else, when `SEEN`,
/// whether a character starts with a byte that starts a character of
/// UTF-8 too ([`UTF8_LEAD`]; `false` when not `SEEN`). ASCII is taken
/// [`WORD`] bytes at a look, whole words of it at once; the characters
/// after a run of ASCII, [`RUN`] at a step until the next ASCII byte.
#[inline(always)]
fn walk<const WRITE: bool, const SEEN: bool>(bytes: &[u8], out: &mut Vec<u8>) -> Option<bool> {
    let mut stage = [0u8; STAGE];
    let mut len = 0;
    let mut seen: Entry = 0;
    let mut at = 0;
    loop {
        if WRITE && len > STAGE - WRITE_ROOM {
            out.extend_from_slice(&stage[..len]);
            len = 0;
        }
        match bytes.get(at..).and_then(<[u8]>::first_chunk::<WORD>) {
            Some(word) => {
                let ascii = ascii_prefix(word);
                if WRITE {
                    stage[len..len + WORD].copy_from_slice(word);
                    len += ascii;
                }
                at += ascii;
                if ascii == WORD {
                    continue;
                }
            }
            // The last bytes, fewer than a word, one at a time.
            None => match bytes.get(at) {
                None => break,
                Some(&b) if b < 0x80 => {
                    if WRITE {
                        stage[len] = b;
                        len += 1;
                    }
                    at += 1;
                    continue;
                }
                Some(_) => {}
            },
        }
        // At a byte beyond ASCII: the characters up to the next ASCII byte.
        loop {
            if WRITE && len > STAGE - RUN_ROOM {
                out.extend_from_slice(&stage[..len]);
                len = 0;
            }
            let rest = bytes.get(at..).unwrap_or_default();
            let chunk = match rest.first_chunk::<RUN_BYTES>() {
                Some(chunk) => *chunk,
                // Near the end, the bytes left and zeros after them (ASCII,
                // which stops the run; a lead byte before them reads none).
                None => {
                    let mut chunk = [0; RUN_BYTES];
                    chunk[..rest.len()].copy_from_slice(rest);
                    chunk
                }
            };
            let room = (&mut stage[len..len + RUN_ROOM]).try_into();
            let step = run::<WRITE, SEEN>(chunk, room.unwrap_or_else(|_| unreachable!()));
            if step.bad {
                return None;
            }
            (at, len, seen) = (at + step.took, len + step.written, seen | step.seen);
            match bytes.get(at) {
                Some(&next) if next >= 0x80 => {}
                _ => break,
            }
        }
    }
    if WRITE {
        out.extend_from_slice(&stage[..len]);
    }
    Some(seen & UTF8_LEAD != 0)
}

/// The bytes one step of [`RUN`] characters may read: two a character.
const RUN_BYTES: usize = 2 * RUN;

/// What one step of [`RUN`] characters did.
struct Step {
    /// The bytes taken.
    took: usize,
    /// The bytes of UTF-8 written.
    written: usize,
    /// The entries read, or'ed (when `SEEN`).
    seen: Entry,
    /// A byte beyond ASCII that the tables do not read.
    bad: bool,
}

/// Up to [`RUN`] characters from the start of `chunk`, each written whole
/// into `stage` (when `WRITE`) and taken only while the byte it starts
/// with is beyond ASCII, without a branch: an ASCII byte takes no byte and
/// writes nothing (its entry, the ASCII row's, has no UTF-8). The bytes
/// are taken from a word by shifts, and the next character's place is the
/// place before plus one for a byte beyond ASCII and one more for a lead
/// byte, known from the byte before its entry is loaded: it is the bytes
/// the character takes wherever the tables read it, and the step is `bad`
/// wherever they do not (an entry without [`READ`]).
#[inline(always)]
fn run<const WRITE: bool, const SEEN: bool>(
    chunk: [u8; RUN_BYTES],
    stage: &mut [u8; RUN_ROOM],
) -> Step {
    let word = u64::from_le_bytes(chunk);
    let (mut at, mut written, mut seen, mut all) = (0u32, 0, 0, READ);
    // The k-th character starts at most 2k bytes in, so that it and the
    // byte after it are in the word (k < RUN): the shift is below 64.
    for _ in 0..RUN {
        let pair = word.wrapping_shr(8 * at);
        let byte = pair as u8;
        let entry = character(byte, (pair >> 8) as u8);
        all &= entry;
        if SEEN {
            seen |= entry;
        }
        if WRITE {
            // At most three bytes a character before the last: 9 < 12.
            stage[written.min(RUN_ROOM - 4)..][..4].copy_from_slice(&entry.to_le_bytes());
            written += utf8_len(entry);
        }
        at += u32::from(byte >= 0x80) + u32::from(is_lead(byte));
    }
    Step {
        took: at as usize,
        written,
        seen,
        bad: all & READ == 0,
    }
}

/// Appends `bytes` decoded to `out`, as `encoding_rs` decodes them; `false`
/// (and `out` as it was) when the tables do not read them all.
pub(super) fn decode_onto(bytes: &[u8], out: &mut String) -> bool {
    decode::<false>(bytes, out).is_some()
}

/// [`decode_onto`], and whether a character starts with a byte that
/// starts a character of UTF-8 too, as [`survey`] tells.
pub(super) fn decode_surveyed(bytes: &[u8], out: &mut String) -> Option<bool> {
    decode::<true>(bytes, out)
}

/// [`walk`] onto `out`, cut back to where it was when the tables do not
/// read `bytes`.
#[inline(always)]
fn decode<const SEEN: bool>(bytes: &[u8], out: &mut String) -> Option<bool> {
    let was = out.len();
    // SAFETY: only whole characters are appended, ASCII bytes and the
    // UTF-8 of the tables (a word of ASCII is kept up to its first byte
    // beyond ASCII); on failure `out` is cut back to where it was, a
    // character boundary.
    let vec = unsafe { out.as_mut_vec() };
    vec.reserve(bytes.len() + bytes.len() / 2);
    let read = walk::<true, SEEN>(bytes, vec);
    if read.is_none() {
        vec.truncate(was);
    }
    read
}

/// Whether the tables read every character of `bytes`.
pub(super) fn reads(bytes: &[u8]) -> bool {
    survey(bytes).is_some()
}

/// `None` when the tables do not read every character of `bytes`, else
/// whether a character starts with a byte that starts a character of
/// UTF-8 too (0xC2-0xF4). When none does, no line of `bytes` is UTF-8
/// beyond ASCII: such a line's first byte beyond ASCII starts a UTF-8
/// character, and starts a character of the walk too, for the walk starts
/// each line at a character (a line feed is no byte of a two-byte
/// character, nor is the start of `bytes`) and takes the ASCII bytes
/// before that byte one at a time.
pub(super) fn survey(bytes: &[u8]) -> Option<bool> {
    walk::<false, true>(bytes, &mut Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;
    use encoding_rs::SHIFT_JIS;

    fn by_encoding_rs(bytes: &[u8]) -> Option<String> {
        SHIFT_JIS
            .decode_without_bom_handling_and_without_replacement(bytes)
            .map(|t| t.into_owned())
    }

    /// Bytes as a record holds them, and any bytes: leads cut from their
    /// trails, trails alone, bytes no character starts with.
    fn sjis_bytes() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        use proptest::prelude::*;
        let record = "[ -~\n]{0,12}[▲△７六歩同銀ｱｲ①☆角成不打]{0,6}"
            .prop_map(|t| SHIFT_JIS.encode(&t).0.into_owned());
        let any = proptest::collection::vec(any::<u8>(), 0..12);
        proptest::collection::vec(prop_oneof![4 => record, 1 => any], 0..12)
            .prop_map(|parts| parts.concat())
    }

    proptest::proptest! {
        /// The tables read what `encoding_rs` reads, as it reads it, and
        /// leave the output as it was where they do not.
        #[test]
        fn the_tables_decode_as_encoding_rs(bytes in sjis_bytes()) {
            let mut out = String::from("before ");
            let read = decode_onto(&bytes, &mut out);
            proptest::prop_assert_eq!(reads(&bytes), read);
            match read {
                true => proptest::prop_assert_eq!(Some(out[7..].to_string()), by_encoding_rs(&bytes)),
                false => {
                    proptest::prop_assert_eq!(out, "before ");
                    proptest::prop_assert_eq!(by_encoding_rs(&bytes), None);
                }
            }
        }
    }

    /// Every byte and every pair of bytes reads as `encoding_rs` reads it,
    /// and the tables read every one that `encoding_rs` reads.
    #[test]
    fn every_character_reads_as_encoding_rs() {
        let mut read = 0;
        for lead in 0x80..=0xFFu8 {
            for trail in 0..=0xFFu8 {
                let bytes = [lead, trail];
                let mut out = String::new();
                let decoded = decode_onto(&bytes, &mut out).then_some(out);
                assert_eq!(decoded, by_encoding_rs(&bytes), "{bytes:x?}");
                read += usize::from(decoded.is_some());
            }
            let mut out = String::new();
            let decoded = decode_onto(&[lead], &mut out).then_some(out);
            assert_eq!(decoded, by_encoding_rs(&[lead]), "{lead:x}");
        }
        // Every pair of JIS X 0208 and the extensions, and the single bytes
        // before ASCII.
        assert!(read > 7_000, "{read}");
    }

    /// The table's text is what `encoding_rs` makes of each pair.
    #[test]
    fn the_rows_are_encoding_rs_decoding() {
        let leads = (0x81..=0x9Fu8).chain(0xE0..=0xFC);
        let rows: String = leads
            .flat_map(|lead| {
                let pairs = (TRAIL_FIRST..=0xFC).map(move |trail| {
                    by_encoding_rs(&[lead, trail]).unwrap_or_else(|| "\u{FFFD}".into())
                });
                pairs.chain(["\n".to_string()])
            })
            .collect();
        assert_eq!(rows, ROWS);
    }

    /// Texts longer than the buffer on the stack, parted at every place
    /// of a word and of a character, read as `encoding_rs` reads them.
    #[test]
    fn long_texts_read_as_encoding_rs() {
        let line = "   1 ７六歩(77)   ( 0:12/00:00:12)\n*ｱ① 同　銀成\n";
        let text = SHIFT_JIS.encode(&line.repeat(300)).0.into_owned();
        for skip in 0..24 {
            for cut in [0, 1, 5] {
                let bytes = &text[skip..text.len() - cut];
                let mut out = String::new();
                let decoded = decode_onto(bytes, &mut out).then_some(out);
                assert_eq!(decoded, by_encoding_rs(bytes), "{skip} {cut}");
                assert_eq!(reads(bytes), decoded.is_some());
            }
        }
    }

    /// The bytes that start the characters of `bytes`, a lead byte taking
    /// the byte after it, walked a byte at a time.
    fn character_starts(bytes: &[u8]) -> Vec<u8> {
        let mut starts = Vec::new();
        let mut at = 0;
        while let Some(&b) = bytes.get(at) {
            starts.push(b);
            at += if matches!(b, 0x81..=0x9F | 0xE0..=0xFC) {
                2
            } else {
                1
            };
        }
        starts
    }

    /// Any bytes, most of them beyond ASCII, in runs of every length.
    fn any_bytes() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        use proptest::prelude::*;
        let byte = prop_oneof![
            2 => 0x20..0x80u8,
            3 => 0x80..=0xFFu8,
            1 => proptest::sample::select(vec![0x81u8, 0x82, 0x88, 0x9F, 0xA0, 0xC2, 0xE0, 0xE3, 0xEA, 0xF4, 0xFC, 0xFD]),
        ];
        proptest::collection::vec(byte, 0..400)
    }

    proptest::proptest! {
        /// On any bytes the walk reads what `encoding_rs` reads, as it
        /// reads it, and tells whether a character starts with a byte from
        /// 0xC2 to 0xF4 as a walk a byte at a time does.
        #[test]
        fn any_bytes_read_as_encoding_rs(bytes in any_bytes(), cut in 0..8usize) {
            let bytes = &bytes[cut.min(bytes.len())..];
            let mut out = String::from("before ");
            let surveyed = decode_surveyed(bytes, &mut out);
            let expected = by_encoding_rs(bytes);
            proptest::prop_assert_eq!(survey(bytes), surveyed);
            proptest::prop_assert_eq!(reads(bytes), expected.is_some());
            match expected {
                Some(text) => {
                    proptest::prop_assert_eq!(&out[7..], text);
                    let lead = character_starts(bytes).iter().any(|b| (0xC2..=0xF4).contains(b));
                    proptest::prop_assert_eq!(surveyed, Some(lead));
                }
                None => {
                    proptest::prop_assert_eq!(out, "before ");
                    proptest::prop_assert_eq!(surveyed, None);
                }
            }
        }
    }

    proptest::proptest! {
        /// The ASCII a word starts with is counted as a byte at a time
        /// counts it, by the mask and by the numbers alike, wherever the
        /// first byte beyond ASCII is and whatever follows it.
        #[test]
        fn the_ascii_a_word_starts_with_is_counted(
            mut word in proptest::array::uniform32(0..0x80u8),
            beyond in proptest::option::of((0..WORD, 0x80..=0xFFu8)),
            after in proptest::array::uniform32(proptest::prelude::any::<u8>()),
        ) {
            if let Some((at, byte)) = beyond {
                word[at] = byte;
                word[at + 1..].copy_from_slice(&after[at + 1..]);
            }
            let slow = word.iter().take_while(|b| b.is_ascii()).count();
            proptest::prop_assert_eq!(ascii_prefix(&word), slow);
            proptest::prop_assert_eq!(ascii_prefix_by_halves(&word), slow);
        }
    }

    /// A step stands on an ASCII byte, taking nothing and writing nothing,
    /// and on every character `encoding_rs` reads, with the length of its
    /// UTF-8; on nothing else (no [`READ`]), whatever byte follows.
    #[test]
    fn a_step_stands_on_ascii_and_characters_alone() {
        for lead in 0..=0xFFu8 {
            for next in 0..=0xFFu8 {
                let entry = character(lead, next);
                let text = match lead {
                    0..0x80 => Some(String::new()),
                    _ if is_lead(lead) => by_encoding_rs(&[lead, next]),
                    _ => by_encoding_rs(&[lead]),
                };
                let stands = text.as_ref().map(String::len);
                let read = (entry & READ != 0).then_some(utf8_len(entry));
                assert_eq!(read, stands, "{lead:x} {next:x}");
            }
        }
    }

    /// A lead byte is told from the byte alone as the ranges say.
    #[test]
    fn lead_bytes_are_told_by_their_ranges() {
        for byte in 0..=0xFFu8 {
            assert_eq!(
                is_lead(byte),
                matches!(byte, 0x81..=0x9F | 0xE0..=0xFC),
                "{byte:x}"
            );
        }
    }

    /// Characters of one and two bytes, some starting as UTF-8 does.
    const CHARACTERS: [&[u8]; 8] = [
        b"\x82\x56",
        b"\x95\xe0",
        b"\x81\x40",
        b"\x81\x41",
        b"\xb1",
        b"\x80",
        b"\xe0\x40",
        b"\xea\xa4",
    ];

    /// Runs of every length up to two steps and more of characters, after
    /// every length of ASCII a word holds, ending the text or before ASCII,
    /// whole or with a byte no character reads, or a lead byte cut from
    /// its trail, at each place: decoded as `encoding_rs` decodes them,
    /// and surveyed as a walk a byte at a time.
    #[test]
    fn runs_of_every_length_read_as_encoding_rs() {
        let strays: [&[u8]; 4] = [b"", b"\xa0", b"\xfd", b"\x82"];
        for ascii in 0..=WORD {
            for run in 0..=2 * RUN + 2 {
                for (first, &stray) in (0..CHARACTERS.len()).zip(strays.iter().cycle()) {
                    for place in 0..=run {
                        let mut bytes = vec![b' '; ascii];
                        for k in 0..run {
                            if k == place {
                                bytes.extend_from_slice(stray);
                            }
                            bytes.extend_from_slice(CHARACTERS[(first + k) % CHARACTERS.len()]);
                        }
                        if place == run {
                            bytes.extend_from_slice(stray);
                        }
                        for after in [&b""[..], b"(77)"] {
                            let bytes = [&bytes[..], after].concat();
                            let mut out = String::new();
                            let surveyed = decode_surveyed(&bytes, &mut out);
                            let expected = by_encoding_rs(&bytes);
                            assert_eq!(surveyed.map(|_| out), expected, "{bytes:x?}");
                            let lead = character_starts(&bytes)
                                .iter()
                                .any(|b| (0xC2..=0xF4).contains(b));
                            assert_eq!(survey(&bytes), expected.map(|_| lead), "{bytes:x?}");
                        }
                    }
                }
            }
        }
    }

    /// Every run of three bytes beyond ASCII and ASCII around them, each
    /// after a run of ASCII of each length a word holds: read as
    /// `encoding_rs` reads them.
    #[test]
    fn runs_of_characters_after_ascii_read_as_encoding_rs() {
        let samples = [
            0x40u8, 0x7F, 0x80, 0x81, 0x9F, 0xA0, 0xA1, 0xC2, 0xDF, 0xE0, 0xEA, 0xF4, 0xFC, 0xFD,
        ];
        for ascii in 0..=WORD {
            for &a in &samples {
                for &b in &samples {
                    for &c in &samples {
                        let mut bytes = vec![b' '; ascii];
                        bytes.extend([a, b, c, b'x']);
                        for end in ascii..=bytes.len() {
                            let bytes = &bytes[..end];
                            let mut out = String::new();
                            let decoded = decode_onto(bytes, &mut out).then_some(out);
                            assert_eq!(decoded, by_encoding_rs(bytes), "{bytes:x?}");
                        }
                    }
                }
            }
        }
    }
}
