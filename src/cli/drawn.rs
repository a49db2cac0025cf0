//! Columns as miette's graphical handler draws a source line: a tab up to
//! the next multiple of [`TAB_WIDTH`], an ANSI escape sequence nothing,
//! every other character its Unicode width (none for a zero-width or
//! combining one). Cutting lines with any other count would place labels
//! where miette does not, and past the column its formatting accepts.

use unicode_width::UnicodeWidthChar;

/// The tab stops miette is set to draw (`GraphicalReportHandler::tab_width`).
pub const TAB_WIDTH: usize = 4;

/// The most columns a diagnostic is laid out in, whatever the terminal
/// says: miette pads a label with `{:width$}`, which takes at most
/// `u16::MAX` columns.
pub const MOST_COLUMNS: usize = 4096;

/// The column reached along a line as miette draws it, from its start.
#[derive(Debug, Clone, Copy, Default)]
pub struct Drawn {
    column: usize,
    /// Inside an escape sequence, which miette draws as nothing up to its `m`.
    escaped: bool,
}

impl Drawn {
    /// The columns `c` takes when drawn here, and the column after it.
    pub fn width(&mut self, c: char) -> usize {
        let width = match (self.escaped, c) {
            (false, '\t') => TAB_WIDTH - self.column % TAB_WIDTH,
            (false, '\x1b') => {
                self.escaped = true;
                0
            }
            (false, c) => c.width().unwrap_or(0),
            (true, 'm') => {
                self.escaped = false;
                0
            }
            (true, _) => 0,
        };
        self.column += width;
        width
    }

    /// The columns drawn so far.
    pub fn column(&self) -> usize {
        self.column
    }
}

/// The most columns `c` can take wherever it is drawn: a tab's whole stop.
pub fn widest(c: char) -> usize {
    match c {
        '\t' => TAB_WIDTH,
        c => c.width().unwrap_or(0),
    }
}
