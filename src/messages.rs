//! Every text a user reads, in English and Japanese, from one catalogue.
//!
//! A message is an id and typed arguments ([`Msg`]); its wording lives in
//! `locales/en/*.ftl` and `locales/ja/*.ftl` (Project Fluent's syntax),
//! embedded in the binary. English is rendered from the catalogue too, so a
//! sentence is written once per language. A message is rendered only when
//! a problem is reported: the engines build a [`Msg`] only for a move that
//! is not legal, never per ply.
//!
//! The catalogue is read with `fluent-bundle`: Mozilla's implementation of
//! Fluent, kept by the Project Fluent team and used by Firefox. Fluent gives
//! translators what the wording needs (named arguments, plural and other
//! selectors) in files a translator edits without touching code, and its
//! syntax errors are caught by a test. With the catalogue's text it adds
//! about 73 KB to the gzipped WebAssembly module (852 KB to 925 KB, of the
//! 1.5 MB the page allows: plural rules, the parser, the messages). The
//! alternatives were gettext crates (a `.po` toolchain and positional
//! `printf` arguments, no selectors) and macro crates that compile strings
//! into code (rust-i18n: a YAML file per language, no plurals, a build-time
//! proc macro); a hand-made table would need its own syntax for selectors
//! and plurals.
//!
//! Codes and JSON fields stay English and stable: a localized text is
//! added beside them, never in their place.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// The language a user reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English: the language of codes, JSON fields and the stable text.
    #[default]
    En,
    /// Japanese, as players write it.
    Ja,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The language a name says: `en`, `ja`, or a locale (`ja_JP.UTF-8`).
    /// Any other is `None`.
    pub fn parse(name: &str) -> Option<Lang> {
        let name = name.trim().to_ascii_lowercase();
        if name.starts_with("ja") {
            Some(Lang::Ja)
        } else if name.starts_with("en") || name == "c" || name == "posix" {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language of a POSIX locale: the first set of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` (in that order, as POSIX orders them);
    /// Japanese for `ja*`, else English.
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|v| var(v).filter(|s| !s.is_empty()))
            .next()
            .map_or(Lang::En, |locale| {
                if locale.starts_with("ja") {
                    Lang::Ja
                } else {
                    Lang::En
                }
            })
    }

    /// The language of this process's environment ([`Lang::from_locale`]).
    pub fn from_env() -> Lang {
        Lang::from_locale(|v| std::env::var(v).ok())
    }

    /// The short name: `en` or `ja`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The catalogue's files of this language, in the order they are read.
    pub fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => EN,
            Lang::Ja => JA,
        }
    }
}

macro_rules! catalogue {
    ($lang:literal: $($file:literal),*) => {
        &[$(($file, include_str!(concat!("../locales/", $lang, "/", $file, ".ftl")))),*]
    };
}

static EN: &[(&str, &str)] = catalogue!("en": "frame", "record", "cli", "cli-output", "pipeline", "help", "names", "library", "parse", "explain", "chatra", "shogi",
        "alquerque", "macedonian", "shelt", "otomo", "syntax", "position", "input", "readers", "surfaces");
static JA: &[(&str, &str)] = catalogue!("ja": "frame", "record", "cli", "cli-output", "pipeline", "help", "names", "library", "parse", "explain", "chatra", "shogi",
        "alquerque", "macedonian", "shelt", "otomo", "syntax", "position", "input", "readers", "surfaces");

/// A value a message is given: words, or a number (which plurals select
/// on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    /// Another message, rendered in the same language.
    Msg(Box<Msg>),
    /// Words whose English must stay as given (an operating system's
    /// text), and the message that says them in the other languages.
    Kept(String, Box<Msg>),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(usize, u8, u16, u32, u64, i32, i64);

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}
impl From<&Msg> for Arg {
    fn from(m: &Msg) -> Arg {
        Arg::Msg(Box::new(m.clone()))
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<std::borrow::Cow<'_, str>> for Arg {
    fn from(s: std::borrow::Cow<'_, str>) -> Arg {
        Arg::Text(s.into_owned())
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

/// A message of the catalogue: its id and its arguments, rendered in a
/// language when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// A [`Msg`]: `msg!("chatra-unreachable", from = %from, n = plies)`, where
/// `%` takes the value's `Display` text and a plain value is turned into
/// an [`Arg`] (numbers stay numbers, for plurals).
#[macro_export]
macro_rules! msg {
    ($id:literal $(,)?) => { $crate::messages::Msg::new($id) };
    ($id:literal, $($rest:tt)+) => {
        $crate::msg!(@args $crate::messages::Msg::new($id); $($rest)+)
    };
    (@args $m:expr; $name:ident = % $value:expr $(, $($rest:tt)*)?) => {
        $crate::msg!(@args $m.arg(stringify!($name),
            $crate::messages::Arg::Text($value.to_string())); $($($rest)*)?)
    };
    (@args $m:expr; $name:ident = $value:expr $(, $($rest:tt)*)?) => {
        $crate::msg!(@args $m.arg(stringify!($name),
            $crate::messages::Arg::from($value)); $($($rest)*)?)
    };
    (@args $m:expr;) => { $m };
}

impl Msg {
    /// The message `id`, without arguments yet.
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }
    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: Arg) -> Msg {
        self.args.push((name, value));
        self
    }
    /// The catalogue's id.
    pub fn id(&self) -> &'static str {
        self.id
    }
    /// The arguments' text, each changed by `f` (a square renamed as a
    /// notation names it).
    pub fn map_text(mut self, f: &dyn Fn(&str) -> String) -> Msg {
        for (_, value) in &mut self.args {
            match value {
                Arg::Text(t) => *t = f(t),
                Arg::Msg(m) => **m = std::mem::replace(&mut **m, Msg::new("")).map_text(f),
                Arg::Kept(..) | Arg::Number(_) => {}
            }
        }
        self
    }
    /// The message in `lang`; in English where `lang` lacks it (a test
    /// checks that none does), and its id where English does.
    pub fn render(&self, lang: Lang) -> String {
        let args = (!self.args.is_empty()).then(|| {
            let mut args = FluentArgs::new();
            for (name, value) in &self.args {
                match value {
                    Arg::Text(t) => args.set(*name, FluentValue::from(t.as_str())),
                    Arg::Number(n) => args.set(*name, FluentValue::from(*n)),
                    Arg::Msg(m) => args.set(*name, FluentValue::from(m.render(lang))),
                    Arg::Kept(english, _) if lang == Lang::En => {
                        args.set(*name, FluentValue::from(english.as_str()))
                    }
                    Arg::Kept(_, m) => args.set(*name, FluentValue::from(m.render(lang))),
                }
            }
            args
        });
        [lang, Lang::En]
            .into_iter()
            .find_map(|l| format(bundle(l), self.id, args.as_ref()))
            .unwrap_or_else(|| self.id.to_string())
    }
}

/// The English text: what a message says where no language is chosen
/// (an error's `Display`, a test's comparison).
impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// Words that are no message of the catalogue (a game added by another
/// crate has none), said as they are in every language.
impl From<&str> for Msg {
    fn from(text: &str) -> Msg {
        crate::msg!("usage-as-said", text = text)
    }
}
impl From<String> for Msg {
    fn from(text: String) -> Msg {
        crate::msg!("usage-as-said", text = text)
    }
}

/// A message is written to JSON in English: JSON's words stay English.
impl serde::Serialize for Msg {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.render(Lang::En))
    }
}

/// A message equals a text when its English says it.
impl PartialEq<str> for Msg {
    fn eq(&self, text: &str) -> bool {
        self.render(Lang::En) == text
    }
}
impl PartialEq<&str> for Msg {
    fn eq(&self, text: &&str) -> bool {
        self == *text
    }
}

/// The message `id` without arguments in `lang` only, if it has it: for
/// texts found by a name made at run time (an argument's help).
pub fn lookup(lang: Lang, id: &str) -> Option<String> {
    format(bundle(lang), id, None)
}

/// The message `id` of `bundle`, formatted, if it has it.
fn format(bundle: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

type Bundle = FluentBundle<FluentResource>;

/// The catalogue of `lang`, read once.
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 2] = [OnceLock::new(), OnceLock::new()];
    BUNDLES[lang as usize].get_or_init(|| {
        let locale = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![locale]);
        // Isolation marks would change the English text and bytes in JSON.
        bundle.set_use_isolating(false);
        for (_, source) in lang.sources() {
            // A syntax error is caught by the catalogue's test; what parses
            // is kept.
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        bundle
    })
}

/// A text that is either a message of the catalogue or words not (yet) in
/// it: what the constructors of problems take.
pub trait Words {
    /// The English text, and the message it was rendered from.
    fn words(self) -> (String, Option<Msg>);
}

impl Words for Msg {
    fn words(self) -> (String, Option<Msg>) {
        (self.render(Lang::En), Some(self))
    }
}
impl Words for String {
    fn words(self) -> (String, Option<Msg>) {
        (self, None)
    }
}
impl Words for &String {
    fn words(self) -> (String, Option<Msg>) {
        (self.clone(), None)
    }
}
impl Words for &str {
    fn words(self) -> (String, Option<Msg>) {
        (self.to_string(), None)
    }
}
/// An English text as it must stay, and the message that says it in the
/// other languages.
impl Words for (String, Msg) {
    fn words(self) -> (String, Option<Msg>) {
        (self.0, Some(self.1))
    }
}

/// The messages a problem's texts were rendered from, where they were.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    pub message: Option<Msg>,
    pub label: Option<Msg>,
    pub help: Option<Msg>,
}

impl Said {
    /// The message of English `text` in `lang`.
    pub fn message_in(&self, lang: Lang, text: &str) -> String {
        localized(lang, text, self.message.as_ref())
    }
    /// The label of English `text` in `lang`.
    pub fn label_in(&self, lang: Lang, text: &str) -> String {
        localized(lang, text, self.label.as_ref())
    }
    /// The help of English `text` in `lang`.
    pub fn help_in(&self, lang: Lang, text: Option<&str>) -> Option<String> {
        Some(localized(lang, text?, self.help.as_ref()))
    }
}

/// A text in `lang`: `msg` rendered, or the English `text` where there is
/// no message or the language is English.
pub fn localized(lang: Lang, text: &str, msg: Option<&Msg>) -> String {
    match (lang, msg) {
        (Lang::En, _) | (_, None) => text.to_string(),
        (_, Some(m)) => m.render(lang),
    }
}

/// The message `id` with `args`, in `lang`: for the command line's texts
/// that are no problem (summaries, usage errors, help).
pub fn text(lang: Lang, msg: Msg) -> String {
    msg.render(lang)
}

pub mod io;

#[cfg(test)]
mod tests;
