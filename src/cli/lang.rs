//! The language a run speaks: its own, given to the threads it starts,
//! and the words miette says in it.

use std::cell::Cell;

use super::drawn::Drawn;
use crate::messages::Lang;

thread_local! {
    /// The language of the run on this thread: set from `--lang` or the
    /// locale before anything is printed, and given to the threads of the
    /// run's pools ([`pool`]). Per thread, so that two runs in one process
    /// (`cli::run_in`) each speak their own.
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Sets the language of what this thread's run prints.
pub fn set_lang(lang: Lang) {
    LANG.with(|l| l.set(lang));
}

/// The language of what this thread's run prints.
pub fn lang() -> Lang {
    LANG.with(Cell::get)
}

/// A pool of `jobs` threads (0: one a core) that speak the language of
/// the run that starts it.
pub fn pool(jobs: usize) -> Result<rayon::ThreadPool, super::CliError> {
    let lang = lang();
    (rayon::ThreadPoolBuilder::new().num_threads(jobs))
        .start_handler(move |_| set_lang(lang))
        .build()
        .map_err(|e| super::CliError::Threads {
            jobs,
            reason: not_started(&e),
        })
}

/// Why threads could not be started: the system's text in English, its
/// kind's words in the other languages.
fn not_started(e: &rayon::ThreadPoolBuildError) -> crate::messages::Msg {
    use crate::messages::io;
    let said = match std::error::Error::source(e).and_then(|s| s.downcast_ref::<std::io::Error>()) {
        Some(e) => io::reason(e),
        None => crate::msg!("usage-as-said", text = e.to_string()),
    };
    io::kept(e.to_string(), said)
}

/// `msg` in this run's language.
pub fn say(msg: crate::messages::Msg) -> String {
    msg.render(lang())
}

/// A progress bar of `len` steps drawn by `template` (indicatif's
/// template, its `{...}` keys kept) in this run's language.
pub fn progress_bar(len: u64, template: crate::messages::Msg) -> indicatif::ProgressBar {
    let style = indicatif::ProgressStyle::with_template(&say(template))
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    let bar = indicatif::ProgressBar::new(len);
    bar.set_style(style);
    bar
}

/// miette's diagnostic with its `help:` (a word its handler does not let
/// be set) in the run's language, the help's further lines indented under
/// the word.
pub fn help_word(rendered: &str) -> String {
    const WORD: &str = "  help: ";
    let word = format!(
        "  {} ",
        say(crate::msg!("frame-help", help = "")).trim_end()
    );
    let mut drawn = Drawn::default();
    word.chars().for_each(|c| {
        drawn.width(c);
    });
    let more = " ".repeat(drawn.column().saturating_sub(WORD.len()));
    let mut out = String::with_capacity(rendered.len());
    let mut in_help = false;
    for line in rendered.split_inclusive('\n') {
        // A coloured line starts with its escape.
        let start = if line.starts_with('\x1b') {
            line.find('m').map_or(0, |i| i + 1)
        } else {
            0
        };
        if line[start..].starts_with(WORD) {
            in_help = true;
            out.push_str(&line[..start]);
            out.push_str(&word);
            out.push_str(&line[start + WORD.len()..]);
        } else {
            if in_help && line.starts_with("        ") {
                out.push_str(&more);
            }
            out.push_str(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run's language is its thread's and its pools' alone: a run in
    /// Japanese beside one in English leaves the English one English.
    #[test]
    fn a_runs_language_is_its_own() {
        let japanese = std::thread::spawn(|| {
            set_lang(Lang::Ja);
            let pool = pool(2).unwrap();
            pool.broadcast(|_| lang())
        });
        assert_eq!(japanese.join().unwrap(), vec![Lang::Ja; 2]);
        assert_eq!(lang(), Lang::En);
        assert_eq!(pool(2).unwrap().broadcast(|_| lang()), vec![Lang::En; 2]);
    }

    /// Threads that cannot be started: the system's text in English, its
    /// kind's words in Japanese.
    #[test]
    fn threads_not_started_in_both_languages() {
        let huge = (rayon::ThreadPoolBuilder::new().num_threads(1))
            .stack_size(usize::MAX / 2)
            .build();
        let Err(e) = huge else {
            return; // a system that gives such a stack has nothing to say
        };
        let said = not_started(&e);
        assert_eq!(said.render(Lang::En), e.to_string());
        let ja = said.render(Lang::Ja);
        assert!(!ja.is_ascii() && !ja.contains(&e.to_string()), "{ja}");
    }

    /// Each progress bar's template reads in both languages: the English
    /// as it was, the Japanese with its words and indicatif's keys.
    #[test]
    fn progress_bars_speak_the_runs_language() {
        let bars = [
            (
                crate::msg!("perft-progress"),
                "{bar:40} {pos}/{len} first moves counted ({elapsed}, {eta} left)",
            ),
            (
                crate::msg!("batch-progress"),
                "{bar:40} {bytes}/{total_bytes} ({binary_bytes_per_sec}, {eta} left)",
            ),
            (
                crate::msg!("snapshot-progress", stage = "positions"),
                "{bar:40} {pos}/{len} positions ({elapsed}, {eta} left)",
            ),
        ];
        for (template, english) in bars {
            assert_eq!(template.render(Lang::En), english);
            let ja = template.render(Lang::Ja);
            assert!(ja.contains("残り {eta}") && !ja.contains("left"), "{ja}");
            assert!(indicatif::ProgressStyle::with_template(&ja).is_ok(), "{ja}");
        }
        let snapshot = crate::msg!("snapshot-progress", stage = "positions").render(Lang::Ja);
        assert!(
            snapshot.contains("局面") && !snapshot.contains("positions"),
            "{snapshot}"
        );
    }
}
