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
/// Basic Multilingual Plane), then in the top byte the length of that UTF-8
/// and, above it, the bytes the character takes (0: no character), so that
/// one load tells all and the UTF-8 is written four bytes at once.
type Entry = u32;

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
/// a row for each lead byte, then one for each byte that stands alone.
const FIRST_LEAD_ROW: usize = 1;
const FIRST_SINGLE_ROW: usize = FIRST_LEAD_ROW + LEAD_COUNT;

/// What each byte from 0x80 on makes with the byte after it, by its row
/// ([`ROW`]) and that byte: a lead byte's row holds its pairs, a byte that
/// stands alone has the same character the whole row long, so that the
/// decoding of either is one look-up without a branch.
static TABLE: [[Entry; 256]; 128] = table(ROWS.as_bytes());

/// The row of [`TABLE`] of each byte from 0x80 on.
static ROW: [u8; 128] = rows();

/// The lead byte and the byte standing alone that each row is for.
const fn rows() -> [u8; 128] {
    let mut row = [0; 128];
    let (mut b, mut lead, mut single) = (0x80, FIRST_LEAD_ROW, FIRST_SINGLE_ROW);
    while b <= 0xFF {
        let at = b - 0x80;
        if matches!(b, 0x81..=0x9F | 0xE0..=0xFC) {
            row[at] = lead as u8;
            lead += 1;
        } else if matches!(b, 0x80 | 0xA1..=0xDF) {
            row[at] = single as u8;
            single += 1;
        }
        b += 1;
    }
    row
}

/// The entry of a character taking `took` bytes whose UTF-8 is the `len`
/// bytes of `utf8` from `at`.
const fn entry(utf8: &[u8], at: usize, len: usize, took: u32) -> Entry {
    let mut word = 0;
    let mut k = 0;
    while k < len {
        word |= (utf8[at + k] as u32) << (8 * k);
        k += 1;
    }
    word | (len as u32) << 24 | took << 28
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
    entry(&utf8, 0, if c < 0x800 { 2 } else { 3 }, 1)
}

/// The table: [`ROWS`] read into the lead bytes' rows (U+FFFD left as no
/// character), U+0080 for 0x80 and half-width katakana (U+FF61-U+FF9F) for
/// 0xA1-0xDF. Fails to compile if the text is not one line of
/// [`TRAIL_COUNT`] characters for each lead.
const fn table(text: &[u8]) -> [[Entry; 256]; 128] {
    let mut table = [[0; 256]; 128];
    let mut s = 0;
    while s < SINGLE_COUNT {
        let c = if s == 0 { 0x80 } else { 0xFF61 + s as u32 - 1 };
        table[FIRST_SINGLE_ROW + s] = [single(c); 256];
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
            table[FIRST_LEAD_ROW + i / TRAIL_COUNT][trail] = entry(text, at, len, 2);
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

/// The character at `at` in `bytes`, a byte from 0x80 on (a byte after the
/// last is taken for 0, which follows no lead byte).
#[inline(always)]
fn character(bytes: &[u8], at: usize) -> Entry {
    let row = ROW[usize::from(bytes[at] & 0x7F)];
    let next = bytes.get(at + 1).copied().unwrap_or(0);
    TABLE[usize::from(row & 0x7F)][usize::from(next)]
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

/// Text decoded a character or eight bytes of ASCII at a time into a
/// buffer on the stack, each written whole without asking for room, and
/// appended to the output when the buffer is nearly full: appending each
/// short run of ASCII on its own cost a call to copy it.
struct Stage {
    bytes: [u8; STAGE],
    len: usize,
}

const STAGE: usize = 4096;

impl Stage {
    /// Room left for a word of ASCII and a character after it, the buffer
    /// appended to `out` first if there is not.
    #[inline(always)]
    fn room(&mut self, out: &mut Vec<u8>) {
        if self.len > STAGE - 16 {
            out.extend_from_slice(&self.bytes[..self.len]);
            self.len = 0;
        }
    }

    /// Writes `bytes` and keeps the first `keep` of them.
    #[inline(always)]
    fn put<const N: usize>(&mut self, bytes: [u8; N], keep: usize) {
        self.bytes[self.len..self.len + N].copy_from_slice(&bytes);
        self.len += keep;
    }
}

/// Walks `bytes` as Shift_JIS, appending their UTF-8 to `out` when
/// `WRITE` (and only checking them when not): `false` when the tables do
/// not read them all, with part of the text appended. ASCII is taken eight
/// bytes at a look, whole words of it at once.
#[inline(always)]
fn walk<const WRITE: bool>(bytes: &[u8], out: &mut Vec<u8>) -> bool {
    let mut stage = Stage {
        bytes: [0; STAGE],
        len: 0,
    };
    let mut at = 0;
    while at < bytes.len() {
        if WRITE {
            stage.room(out);
        }
        match bytes.get(at..at + 8) {
            Some(word) => {
                let word: [u8; 8] = word.try_into().unwrap_or_default();
                let high = u64::from_le_bytes(word) & 0x8080_8080_8080_8080;
                let ascii = (high.trailing_zeros() / 8) as usize;
                if WRITE {
                    stage.put(word, ascii);
                }
                at += ascii;
                if ascii == 8 {
                    continue;
                }
            }
            // The last bytes, fewer than eight, one at a time.
            None if bytes[at] < 0x80 => {
                if WRITE {
                    stage.put([bytes[at]], 1);
                }
                at += 1;
                continue;
            }
            None => {}
        }
        let entry = character(bytes, at);
        let took = (entry >> 28) as usize;
        if took == 0 {
            return false;
        }
        if WRITE {
            stage.put(entry.to_le_bytes(), (entry >> 24 & 0xF) as usize);
        }
        at += took;
    }
    if WRITE {
        out.extend_from_slice(&stage.bytes[..stage.len]);
    }
    true
}

/// Appends `bytes` decoded to `out`, as `encoding_rs` decodes them; `false`
/// (and `out` as it was) when the tables do not read them all.
pub(super) fn decode_onto(bytes: &[u8], out: &mut String) -> bool {
    let was = out.len();
    // SAFETY: only whole characters are appended, ASCII bytes and the
    // UTF-8 of the tables (a word of ASCII is kept up to its first byte
    // beyond ASCII); on failure `out` is cut back to where it was, a
    // character boundary.
    let vec = unsafe { out.as_mut_vec() };
    vec.reserve(bytes.len() + bytes.len() / 2);
    let read = walk::<true>(bytes, vec);
    if !read {
        vec.truncate(was);
    }
    read
}

/// Whether the tables read every character of `bytes`.
pub(super) fn reads(bytes: &[u8]) -> bool {
    walk::<false>(bytes, &mut Vec::new())
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
}
