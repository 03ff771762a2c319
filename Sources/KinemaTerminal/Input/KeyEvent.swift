/// A key the terminal reported, with its modifiers.
///
/// Terminals report printable keys as the text they produce, so `Shift+a` usually arrives as the
/// character `"A"` without ``KeyModifiers/shift`` (the terminal cannot tell Shift from Caps Lock);
/// under the kitty keyboard protocol the modifiers are reported exactly.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public var key: Key
    /// Modifier keys held.
    public var modifiers: KeyModifiers
    /// Press, repeat or release (only the kitty protocol reports the latter two).
    public var phase: KeyPhase

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = [], phase: KeyPhase = .press) {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
    }

    /// `ctrl+alt+x`, `shift+tab`, `F5 (release)`.
    public var description: String {
        let prefix = modifiers.names.map { $0 + "+" }.joined()
        let suffix = phase == .press ? "" : " (\(phase))"
        return prefix + key.description + suffix
    }
}

/// A key on the keyboard.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A key that produces text: letters, digits, punctuation, space, any Unicode scalar.
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab (with ``KeyModifiers/shift`` for back-tab).
    case tab
    /// Backspace.
    case backspace
    /// Escape, reported once the escape timeout has passed with no sequence following.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Forward delete.
    case delete
    /// A function key, `F1` is `function(1)`.
    case function(Int)

    /// `a`, `space`, `enter`, `up`, `F5`.
    public var description: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character).debugDescription.dropFirst().dropLast().description
        case .enter: "enter"
        case .tab: "tab"
        case .backspace: "backspace"
        case .escape: "escape"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageUp"
        case .pageDown: "pageDown"
        case .insert: "insert"
        case .delete: "delete"
        case .function(let number): "F\(number)"
        }
    }
}

/// Whether a key went down, auto-repeated or went up.
public enum KeyPhase: Hashable, Sendable {
    /// The key went down (every legacy terminal report is a press).
    case press
    /// The key is held and auto-repeating.
    case `repeat`
    /// The key went up.
    case release
}

/// Modifier keys held during a key or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits, in the order of the xterm/kitty modifier parameter minus one.
    public var rawValue: UInt8

    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt / Option (also reported for an ESC prefix).
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// The Super / Windows / Command key (xterm's "meta" bit, kitty's "super").
    public static let command = KeyModifiers(rawValue: 1 << 3)
    /// Hyper (kitty only).
    public static let hyper = KeyModifiers(rawValue: 1 << 4)
    /// Meta (kitty only).
    public static let meta = KeyModifiers(rawValue: 1 << 5)
    /// Caps Lock is on (kitty only).
    public static let capsLock = KeyModifiers(rawValue: 1 << 6)
    /// Num Lock is on (kitty only).
    public static let numLock = KeyModifiers(rawValue: 1 << 7)

    /// Decodes the modifier parameter of xterm (`CSI 1;5A`) and kitty (`CSI 97;5u`) sequences:
    /// one plus a bit mask. Values outside 1…256 carry no modifiers.
    init(parameter: Int) {
        self = (1...256).contains(parameter) ? KeyModifiers(rawValue: UInt8(parameter - 1)) : []
    }

    var names: [String] {
        let all: [(KeyModifiers, String)] = [
            (.control, "ctrl"), (.alt, "alt"), (.shift, "shift"), (.command, "cmd"),
            (.hyper, "hyper"), (.meta, "meta"), (.capsLock, "capsLock"), (.numLock, "numLock"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
