/// One decoded unit of terminal input.
///
/// ``InputDecoder`` turns the bytes a terminal sends into these events; the frame loop adds
/// ``resize(width:height:)`` when the window changes size (SIGWINCH or in-band resize reports).
///
/// ```swift
/// var decoder = InputDecoder()
/// let events = decoder.decode(Array("\u{1B}[1;5A".utf8), at: 0)
/// // [.key(KeyEvent(.up, modifiers: .control))]
/// ```
public enum InputEvent: Hashable, Sendable {
    /// A key press (or, under the kitty keyboard protocol, a repeat or release).
    case key(KeyEvent)
    /// A mouse button, motion or wheel report (SGR 1006 or legacy X10 encoding).
    case mouse(MouseEvent)
    /// Text delivered by bracketed paste (mode 2004).
    ///
    /// Pasted text is data, never keys: it arrives as one event, with ESC, C1 and C0 controls other
    /// than tab and newline removed, and carriage returns normalised to `"\n"`. A paste whose end
    /// marker never comes arrives as it stands when it times out or at Ctrl-C (see
    /// ``InputDecoder``); one longer than the decoder's cap arrives cut to the cap.
    case paste(String)
    /// The terminal window gained (`true`) or lost (`false`) focus (mode 1004).
    case focus(Bool)
    /// The terminal now has `width` columns and `height` rows.
    case resize(width: Int, height: Int)
}

extension InputEvent: CustomStringConvertible {
    /// A compact, readable rendering such as `key(ctrl+up)` or `mouse(press left @12,3)`.
    public var description: String {
        switch self {
        case .key(let key): "key(\(key))"
        case .mouse(let mouse): "mouse(\(mouse))"
        case .paste(let text): "paste(\(text.unicodeScalars.count) scalars: \(text.debugDescription))"
        case .focus(let isFocused): isFocused ? "focus(in)" : "focus(out)"
        case .resize(let width, let height): "resize(\(width)x\(height))"
        }
    }
}

/// The size of a terminal in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `"80x24"`.
    public var description: String { "\(width)x\(height)" }
}
