//! Whether bytes are text: the first control byte no text file holds, and
//! the error of an input that holds one. The stream checks each chunk as it
//! comes, and a source its bytes whole.

use crate::diagnostic::{Problem, Span};
use crate::record::InputCode;

/// A byte that no text file holds: below 0x20 and none of tab, line feed,
/// carriage return, form feed, escape. Written without a branch.
fn is_control(b: u8) -> bool {
    (b < 0x20) & (b != b'\t') & (b != b'\n') & (b != b'\r') & (b != 0x0c) & (b != 0x1b)
}

/// The error of bytes that are no text: `byte`, a control byte, at `at`.
pub(crate) fn binary(byte: u8, at: usize) -> Problem {
    Problem::error(
        InputCode::Binary,
        crate::msg!("input-binary", byte = format!("{byte:02x}"), at = at),
        Span::new(0, 0),
    )
    .help(crate::msg!("input-binary-help"))
}

/// Whether `b` is below 0x20 and neither a line feed nor a carriage
/// return: every [`is_control`] byte is, and in most texts no other byte.
fn is_below_space_not_line_end(b: u8) -> bool {
    (b < 0x20) & (b != b'\n') & (b != b'\r')
}

/// Where the first [`is_control`] byte of `bytes` is ([`by_blocks`]), with
/// AVX2's 32-byte vectors where the processor has them (in half the
/// instructions of SSE2's 16-byte ones, which every x86-64 processor has
/// and the build targets), as `memchr` looks for them when it is called.
pub(crate) fn first_control(bytes: &[u8]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, the one feature the function is
        // compiled for beyond the target's (asked just above).
        return unsafe { by_blocks_avx2(bytes) };
    }
    by_blocks(bytes)
}

/// [`by_blocks`] compiled with AVX2, for processors that have it.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn by_blocks_avx2(bytes: &[u8]) -> Option<usize> {
    by_blocks(bytes)
}

/// Where the first [`is_control`] byte of `bytes` is. Blocks of 64 bytes
/// are tested whole, without a branch a byte (which the compiler makes
/// vector instructions of), and only a block that holds one is searched:
/// the test of every input is then a small part of reading it. A block is
/// first tested for bytes below 0x20 but line ends, in half the
/// instructions of the whole test, which only a block that holds one (a
/// tab, a form feed, an escape, or a control byte) then takes.
#[inline(always)]
fn by_blocks(bytes: &[u8]) -> Option<usize> {
    const BLOCK: usize = 64;
    let mut blocks = bytes.chunks_exact(BLOCK);
    // Whole blocks as arrays, which the compiler tests a vector at a time.
    let whole = blocks.by_ref().position(|chunk| {
        let chunk: &[u8; BLOCK] = chunk.try_into().unwrap_or(&[b' '; BLOCK]);
        let maybe = chunk
            .iter()
            .fold(false, |any, &b| any | is_below_space_not_line_end(b));
        maybe && chunk.iter().fold(false, |any, &b| any | is_control(b))
    });
    let block = match whole {
        Some(block) => block,
        None if blocks.remainder().iter().any(|&b| is_control(b)) => bytes.len() / BLOCK,
        None => return None,
    };
    let start = block * BLOCK;
    let at = bytes[start..].iter().position(|&b| is_control(b))?;
    Some(start + at)
}

#[cfg(test)]
mod tests {
    use super::{by_blocks, first_control};

    proptest::proptest! {
        /// The first control byte is the one a byte-by-byte search finds,
        /// wherever it lies in a block.
        #[test]
        fn the_first_control_byte_is_found(
            bytes in proptest::collection::vec(
                proptest::sample::select(vec![0u8, 1, 9, 10, 12, 13, 27, 31, 32, b'a', 0xe3]),
                0..300,
            ),
        ) {
            let slow = bytes.iter().position(|&b| b == 0 || (b < 0x20 && !b"\t\n\r\x0c\x1b".contains(&b)));
            proptest::prop_assert_eq!(first_control(&bytes), slow);
            proptest::prop_assert_eq!(by_blocks(&bytes), slow);
        }

        /// Blocks that hold no byte below 0x20 but line ends, and one byte
        /// below 0x20 somewhere (a control byte or one a text holds): the
        /// test of a block for bytes below 0x20 lets by none that the
        /// whole test finds.
        #[test]
        fn a_control_byte_among_text_is_found(
            mut bytes in proptest::collection::vec(
                proptest::sample::select(vec![b'a', b'a', b'a', b'a', b'\n', b'\r', 0xe3, 0x8a, 0x8d]),
                0..400,
            ),
            odd in 0u8..0x20,
            at in proptest::prelude::any::<proptest::sample::Index>(),
        ) {
            if !bytes.is_empty() {
                let at = at.index(bytes.len());
                bytes[at] = odd;
            }
            let slow = bytes.iter().position(|&b| b == 0 || (b < 0x20 && !b"\t\n\r\x0c\x1b".contains(&b)));
            proptest::prop_assert_eq!(first_control(&bytes), slow);
            proptest::prop_assert_eq!(by_blocks(&bytes), slow);
        }
    }
}
