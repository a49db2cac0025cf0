//! Bytes to text to games, the first stage of every command. An input is
//! read a chunk at a time ([`stream`]), its bytes decoded as UTF-8,
//! Shift_JIS or EUC-JP ([`encoding`]), how its text is read decided from
//! what the caller asked and the text's start ([`reading`]), and its games
//! split off where they end, found without reading them, so that any thread
//! can read each into its [`crate::record::GameRecord`]s ([`split`]).

pub(crate) mod binary;
mod decide;
pub mod decoded;
pub mod encoding;
mod lines;
pub mod reading;
mod shift_jis;
pub mod split;
pub mod stream;
mod threads;
pub(crate) mod utf16;
