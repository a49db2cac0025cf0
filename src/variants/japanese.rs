//! Japanese square names, the one notation the shogi-family games truly
//! share: files as full-width digits counted from the right, ranks as kanji
//! numerals from the top (`７六`), on boards of up to 9x9.

/// Full-width file digits, file 1 first.
pub const FILE_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
/// Kanji rank numerals, rank 1 first.
pub const RANK_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// `７六` for file 7, rank 6 (both from 1).
pub fn square_name(file: u8, rank: u8) -> String {
    format!(
        "{}{}",
        FILE_DIGITS[file as usize - 1],
        RANK_NUMERALS[rank as usize - 1]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_count_files_from_the_right_and_ranks_from_the_top() {
        assert_eq!(square_name(7, 6), "７六");
        assert_eq!(square_name(1, 1), "１一");
        assert_eq!(square_name(9, 9), "９九");
    }
}
