//! An operating system's errors in the catalogue's words. The English of an
//! I/O error stays the text the system gives (its words differ from one
//! system to another, and scripts read them); the other languages say its
//! kind, or, for a kind the catalogue does not name, quote the system's
//! text and number in their own frame.

use std::io::{self, ErrorKind};

use super::{Arg, Msg};

/// An error whose text is a message of the catalogue, carried inside an
/// [`io::Error`] (a reader's own words, a path and its reason) so that it
/// can be said in another language where it is shown. Its `Display` is
/// the English.
#[derive(Debug)]
pub struct SaidError(pub Msg);

impl std::fmt::Display for SaidError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for SaidError {}

impl SaidError {
    /// An [`io::Error`] of `kind` whose text is `msg`.
    pub fn io(kind: ErrorKind, msg: Msg) -> io::Error {
        io::Error::new(kind, SaidError(msg))
    }
}

/// `english` in English, as it stands; `msg` in the other languages.
pub fn kept(english: impl Into<String>, msg: Msg) -> Msg {
    Msg::new("usage-as-said").arg("text", Arg::Kept(english.into(), Box::new(msg)))
}

/// Why `e` failed, in the catalogue's words (see [`kept`] for its English,
/// which the callers give): the message it carries ([`SaidError`]), else
/// its kind's words, else the system's text and number framed.
pub fn reason(e: &io::Error) -> Msg {
    if let Some(said) = e.get_ref().and_then(|i| i.downcast_ref::<SaidError>()) {
        return said.0.clone();
    }
    if let Some(words) = kind(e.kind()) {
        return words;
    }
    let text = e.to_string();
    let text = text.split(" (os error").next().unwrap_or(&text).to_string();
    match e.raw_os_error() {
        Some(code) => msg!("io-os-error", code = code, text = text),
        None => msg!("usage-as-said", text = text),
    }
}

/// The words of an error kind a user can meet reading files and folders
/// and writing output (network ones too: a folder may be on a network
/// disk); none for a kind that says nothing more than the system's text.
pub fn kind(kind: ErrorKind) -> Option<Msg> {
    use ErrorKind::*;
    Some(match kind {
        NotFound => msg!("io-not-found"),
        PermissionDenied => msg!("io-permission-denied"),
        NotADirectory => msg!("io-not-a-directory"),
        IsADirectory => msg!("io-is-a-directory"),
        AlreadyExists => msg!("io-already-exists"),
        DirectoryNotEmpty => msg!("io-directory-not-empty"),
        ReadOnlyFilesystem => msg!("io-read-only"),
        StorageFull => msg!("io-storage-full"),
        QuotaExceeded => msg!("io-quota-exceeded"),
        FileTooLarge => msg!("io-file-too-large"),
        ResourceBusy => msg!("io-resource-busy"),
        ExecutableFileBusy => msg!("io-executable-busy"),
        InvalidInput => msg!("io-invalid-input"),
        InvalidData => msg!("io-invalid-data"),
        InvalidFilename => msg!("io-invalid-filename"),
        UnexpectedEof => msg!("io-unexpected-eof"),
        WriteZero => msg!("io-write-zero"),
        Interrupted => msg!("io-interrupted"),
        WouldBlock => msg!("io-would-block"),
        TimedOut => msg!("io-timed-out"),
        BrokenPipe => msg!("io-broken-pipe"),
        OutOfMemory => msg!("io-out-of-memory"),
        Unsupported => msg!("io-unsupported"),
        NotSeekable => msg!("io-not-seekable"),
        CrossesDevices => msg!("io-crosses-devices"),
        TooManyLinks => msg!("io-too-many-links"),
        ArgumentListTooLong => msg!("io-argument-list-too-long"),
        Deadlock => msg!("io-deadlock"),
        StaleNetworkFileHandle => msg!("io-stale-network-file"),
        ConnectionRefused | ConnectionReset | ConnectionAborted | NotConnected => {
            msg!("io-connection")
        }
        HostUnreachable | NetworkUnreachable | NetworkDown => msg!("io-network-unreachable"),
        AddrInUse | AddrNotAvailable => msg!("io-address"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::Lang;

    /// Every kind a file, folder or output can fail with has its words in
    /// Japanese; the English stays the system's text.
    #[test]
    fn every_kind_is_worded() {
        use ErrorKind::*;
        let kinds = [
            NotFound,
            PermissionDenied,
            NotADirectory,
            IsADirectory,
            AlreadyExists,
            DirectoryNotEmpty,
            ReadOnlyFilesystem,
            StorageFull,
            QuotaExceeded,
            FileTooLarge,
            ResourceBusy,
            ExecutableFileBusy,
            InvalidInput,
            InvalidData,
            InvalidFilename,
            UnexpectedEof,
            WriteZero,
            Interrupted,
            WouldBlock,
            TimedOut,
            BrokenPipe,
            OutOfMemory,
            Unsupported,
            NotSeekable,
            CrossesDevices,
            TooManyLinks,
            ArgumentListTooLong,
            Deadlock,
            StaleNetworkFileHandle,
            ConnectionRefused,
            ConnectionReset,
            ConnectionAborted,
            NotConnected,
            HostUnreachable,
            NetworkUnreachable,
            NetworkDown,
            AddrInUse,
            AddrNotAvailable,
        ];
        for k in kinds {
            let words = kind(k).unwrap_or_else(|| panic!("{k:?} has no words"));
            let ja = words.render(Lang::Ja);
            assert!(!ja.is_ascii() && ja != words.id(), "{k:?}: {ja}");
            let e = io::Error::from(k);
            let said = kept(e.to_string(), reason(&e));
            assert_eq!(said.render(Lang::En), e.to_string(), "{k:?}");
            assert_eq!(said.render(Lang::Ja), ja, "{k:?}");
        }
        assert!(kind(Other).is_none());
    }

    /// An error of no kind the catalogue names quotes the system's text
    /// and number in Japanese; its English is the system's text.
    #[test]
    fn an_unknown_kind_quotes_the_system() {
        // EHWPOISON: a kind std does not name.
        let e = io::Error::from_raw_os_error(133);
        let english = e.to_string();
        let said = kept(english.clone(), reason(&e));
        assert_eq!(said.render(Lang::En), english);
        let ja = said.render(Lang::Ja);
        assert!(ja.starts_with("OSのエラー（os error 133）："), "{ja}");
        assert!(
            ja.ends_with(english.split(" (os error").next().unwrap()),
            "{ja}"
        );
    }

    /// An error that carries a message says it in every language.
    #[test]
    fn a_carried_message_is_said() {
        let e = SaidError::io(ErrorKind::InvalidData, msg!("io-not-found"));
        assert_eq!(e.to_string(), "no such file or directory");
        assert_eq!(
            reason(&e).render(Lang::Ja),
            "ファイルもディレクトリもありません"
        );
    }
}
