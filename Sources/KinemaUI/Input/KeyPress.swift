/// A key that produces a character or a named key (arrows, return, escape…).
///
/// Printable keys are created from a character literal: `"q"`, `" "`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral,
    CustomStringConvertible
{
    /// The character the key stands for; named keys use private-use characters, as SwiftUI does.
    public var character: Character

    /// Creates a key for `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// Creates a key from a character literal.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// ↑
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// ↓
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// ←
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// →
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Return / Enter.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Backspace / delete backward.
    public static let delete = KeyEquivalent("\u{7F}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")

    /// The key, readable (`"q"`, `"return"`).
    public var description: String {
        switch self {
        case .upArrow: "upArrow"
        case .downArrow: "downArrow"
        case .leftArrow: "leftArrow"
        case .rightArrow: "rightArrow"
        case .return: "return"
        case .escape: "escape"
        case .tab: "tab"
        case .space: "space"
        case .delete: "delete"
        default: String(character)
        }
    }
}

/// Modifier keys held during an event.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set of modifiers.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = EventModifiers(rawValue: 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 2)
    /// Option / Alt / Meta.
    public static let option = EventModifiers(rawValue: 4)
    /// Command / Super.
    public static let command = EventModifiers(rawValue: 8)
}

/// One key press delivered to `onKeyPress` handlers.
public struct KeyPress: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The text the key produces (empty for named keys).
    public var characters: String
    /// Modifiers held.
    public var modifiers: EventModifiers
    /// Whether the key went down, repeats or went up; terminals report only `.down`.
    public var phase: Phases

    /// Creates a key press.
    public init(
        key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: Phases = .down
    ) {
        self.key = key
        self.characters =
            characters ?? (key.character.unicodeScalars.first!.value >= 0xF700 ? "" : String(key.character))
        self.modifiers = modifiers
        self.phase = phase
    }

    /// Whether Control, Option or Command is held: such a press is a command, not the key's
    /// character, and handlers registered for a key or characters do not match it.
    var hasCommandModifiers: Bool {
        !modifiers.isDisjoint(with: [.control, .option, .command])
    }

    /// Whether a handler consumed the press.
    public enum Result: Sendable {
        /// Handled: stop.
        case handled
        /// Not handled: offer it to the next handler.
        case ignored
    }

    /// Key phases.
    public struct Phases: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Creates a set of phases.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeats while held.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Any phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}
