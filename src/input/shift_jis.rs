//! Shift_JIS decoded by tables of its characters, made once from
//! `encoding_rs`' own decoding of each one.
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

use std::sync::OnceLock;

use encoding_rs::SHIFT_JIS;

/// A character's UTF-8: its length (0: no character) and up to three
/// bytes (every character Shift_JIS holds is in the Basic Multilingual
/// Plane).
type Utf8 = [u8; 4];

/// The lead bytes of two-byte characters, and the bytes that may follow
/// one.
const LEADS: [std::ops::RangeInclusive<u8>; 2] = [0x81..=0x9F, 0xE0..=0xFC];
const TRAILS: std::ops::RangeInclusive<u8> = 0x40..=0xFC;
const TRAIL_COUNT: usize = 0xFC - 0x40 + 1;

/// What `encoding_rs` makes of each byte alone (`single`, for the bytes
/// from 0x80 on) and of each lead byte with each trail (`pairs`, by
/// [`lead_index`] and trail).
struct Tables {
    single: [Utf8; 128],
    pairs: Vec<Utf8>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut single = [[0; 4]; 128];
        for b in 0x80..=0xFFu8 {
            if lead_index(b).is_none() {
                single[usize::from(b - 0x80)] = alone(&[b]);
            }
        }
        let leads = LEADS.iter().flat_map(|r| r.clone());
        let pairs = leads
            .flat_map(|lead| TRAILS.map(move |trail| alone(&[lead, trail])))
            .collect();
        Tables { single, pairs }
    })
}

/// `bytes` decoded by `encoding_rs` when they are one character.
fn alone(bytes: &[u8]) -> Utf8 {
    let Some(text) = SHIFT_JIS.decode_without_bom_handling_and_without_replacement(bytes) else {
        return [0; 4];
    };
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.len_utf8() <= 3 => {
            let mut utf8 = [0; 4];
            utf8[0] = c.len_utf8() as u8;
            c.encode_utf8(&mut utf8[1..]);
            utf8
        }
        _ => [0; 4],
    }
}

/// The place of a lead byte's row in [`Tables::pairs`].
fn lead_index(b: u8) -> Option<usize> {
    match b {
        0x81..=0x9F => Some(usize::from(b - 0x81)),
        0xE0..=0xFC => Some(usize::from(b - 0xE0) + 31),
        _ => None,
    }
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

/// The character at the start of `bytes` (which starts with a byte from
/// 0x80 on): its UTF-8 and the bytes it takes; `None` when the tables hold
/// none.
#[inline]
fn character(tables: &Tables, bytes: &[u8]) -> Option<(Utf8, usize)> {
    let b = bytes[0];
    let single = tables.single[usize::from(b - 0x80)];
    if single[0] > 0 {
        return Some((single, 1));
    }
    let trail = *bytes.get(1).filter(|t| TRAILS.contains(t))?;
    let pair = tables.pairs[lead_index(b)? * TRAIL_COUNT + usize::from(trail - 0x40)];
    (pair[0] > 0).then_some((pair, 2))
}

/// Appends `bytes` decoded to `out`, as `encoding_rs` decodes them; `false`
/// (and `out` as it was) when the tables do not read them all.
pub(super) fn decode_onto(bytes: &[u8], out: &mut String) -> bool {
    let tables = tables();
    let was = out.len();
    // SAFETY: only whole characters are appended, ASCII bytes and the
    // UTF-8 of the tables; on failure `out` is cut back to where it was,
    // a character boundary.
    let vec = unsafe { out.as_mut_vec() };
    vec.reserve(bytes.len() + bytes.len() / 2);
    let mut at = 0;
    while at < bytes.len() {
        let ascii = ascii_len(&bytes[at..]);
        vec.extend_from_slice(&bytes[at..at + ascii]);
        at += ascii;
        if at == bytes.len() {
            break;
        }
        let Some((utf8, len)) = character(tables, &bytes[at..]) else {
            vec.truncate(was);
            return false;
        };
        vec.extend_from_slice(&utf8[1..=usize::from(utf8[0])]);
        at += len;
    }
    true
}

/// Whether the tables read every character of `bytes`.
pub(super) fn reads(bytes: &[u8]) -> bool {
    let tables = tables();
    let mut at = 0;
    while at < bytes.len() {
        at += ascii_len(&bytes[at..]);
        if at == bytes.len() {
            break;
        }
        match character(tables, &bytes[at..]) {
            Some((_, len)) => at += len,
            None => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

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
        /// Where the tables read, they read as `encoding_rs` does; where
        /// they do not, `encoding_rs` is asked, and tells whether the bytes
        /// are Shift_JIS.
        #[test]
        fn the_tables_decode_as_encoding_rs(bytes in sjis_bytes()) {
            let mut out = String::from("before ");
            let read = decode_onto(&bytes, &mut out);
            proptest::prop_assert_eq!(reads(&bytes), read);
            match read {
                true => proptest::prop_assert_eq!(Some(out[7..].to_string()), by_encoding_rs(&bytes)),
                false => proptest::prop_assert_eq!(out, "before "),
            }
        }
    }

    #[test]
    fn every_character_reads_as_encoding_rs() {
        let tables = tables();
        let mut read = 0;
        for lead in 0x80..=0xFFu8 {
            for trail in 0..=0xFFu8 {
                let bytes = [lead, trail];
                let mut out = String::new();
                if decode_onto(&bytes, &mut out) {
                    assert_eq!(Some(out), by_encoding_rs(&bytes), "{bytes:x?}");
                    read += 1;
                }
            }
            assert_eq!(
                character(tables, &[lead]).is_some(),
                by_encoding_rs(&[lead]).is_some()
            );
        }
        // Every pair of JIS X 0208 and the extensions, and the single bytes
        // before ASCII.
        assert!(read > 7_000, "{read}");
    }
}
