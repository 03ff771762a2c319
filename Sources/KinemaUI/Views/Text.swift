import Foundation
import KinemaRender

/// A run of text: wrapped at word boundaries to the width it is offered, one cell per column.
///
/// ```swift
/// Text("Cats").bold().foregroundColor(.cyan)
/// Text("Total: ").font(.headline) + Text("42").foregroundStyle(.green)
/// ```
///
/// The string is sanitised when the text is created: control characters and escape sequences can
/// never reach the terminal. Fonts, weights and styles become terminal attributes (see
/// <doc:Typography>); texts joined with `+` keep each part's colour and attributes.
///
/// Its initialisers are `nonisolated`, as SwiftUI's are, so a model's computed property or a free
/// function can make a `Text` outside the main actor.
public struct Text: View, Equatable {
    /// One part of a text with its own look (a text made with `+` has several).
    struct Run: Equatable {
        var content: String
        var color: Color?
        /// A non-colour style from ``Text/foregroundStyle(_:)``, resolved to one colour when drawn.
        var style: AnyShapeStyle?
        var font: Font?
        var weight: Font.Weight?
        var attributes: TextAttributes = []
        /// A date or timer this part shows, formatted by the node at its frame's date
        /// (``Text/init(_:style:)``); `content` holds the last string formatted.
        var live: LiveContent?
    }

    /// The parts, in order, when there are several or the one part has a look of its own; empty
    /// for a plain text, whose one part is `Run(content: content)`. A plain text so stores no
    /// array: a body that re-runs on every drag step builds its texts again, allocation-free.
    private var styledRuns: [Run]
    /// All the parts' content, joined.
    let content: String

    /// The parts, in order; never empty. Allocates for a plain text: prefer ``runCount`` and
    /// ``firstRun`` on paths that run every frame.
    var runs: [Run] { styledRuns.isEmpty ? [Run(content: content)] : styledRuns }

    /// The number of parts (at least 1).
    var runCount: Int { styledRuns.isEmpty ? 1 : styledRuns.count }

    /// The first part.
    var firstRun: Run { styledRuns.first ?? Run(content: content) }

    /// Creates text showing `content` verbatim (after sanitising); `"\n"` starts a new line.
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.init(run: Run(content: Self.sanitized(String(content))))
    }

    /// Creates text showing `content` verbatim (after sanitising); `"\n"` starts a new line.
    nonisolated public init(verbatim content: String) {
        self.init(run: Run(content: Self.sanitized(content)))
    }

    /// The empty text, shared (a text node starts with it: no allocation).
    static let empty = Text(verbatim: "")

    nonisolated private init(run: Run) {
        styledRuns = run == Run(content: run.content) ? [] : [run]
        content = run.content
    }

    /// A text of one live part (a date or timer), formatted when its node resolves it.
    nonisolated init(live: LiveContent) {
        self.init(run: Run(content: "", live: live))
    }

    /// Whether a part shows a date or timer the node formats.
    var hasLiveContent: Bool { styledRuns.contains { $0.live != nil } }

    /// The text with its live parts formatted for `now`.
    func resolvingLiveContent(at now: Date) -> Text {
        Text(runs: runs.map { run in
            guard let live = run.live else { return run }
            var run = run
            run.content = Self.sanitized(live.string(at: now))
            return run
        })
    }

    private init(runs: [Run]) {
        let content = runs.map(\.content).joined()
        self.content = content
        styledRuns = runs.count == 1 && runs[0] == Run(content: content) ? [] : runs
    }

    /// Every line sanitised on its own, so line breaks survive and nothing else can reach the
    /// terminal as a control sequence.
    nonisolated private static func sanitized(_ content: String) -> String {
        // Printable ASCII has no line break and nothing to replace: no copy (a body that re-runs
        // on every drag step builds its texts again).
        if TextSanitizer.isPrintableASCII(content) { return content }
        return content.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.sanitize(String($0)) }
            .joined(separator: "\n")
    }

    /// The two texts one after the other, each keeping its own colour, font and attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// The colour of a single-part text (a placeholder's), if it set one.
    var color: Color? { runCount == 1 ? firstRun.color : nil }

    /// The non-colour style of a single-part text, if it set one.
    var style: AnyShapeStyle? { runCount == 1 ? firstRun.style : nil }

    // MARK: Modifiers
    //
    // On a text made with `+`, a modifier applies to the parts that did not set the same thing
    // themselves, as in SwiftUI: `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`
    // draws a red "a" and a blue "b". Attributes (italic, underline, …) are added to every part.

    private func updatingRuns(_ change: (inout Run) -> Void) -> Text {
        var runs = self.runs
        for index in runs.indices { change(&runs[index]) }
        return Text(runs: runs)
    }

    /// This text in `color` (overrides the environment's foreground colour).
    public func foregroundColor(_ color: Color?) -> Text {
        updatingRuns { if $0.color == nil && $0.style == nil { $0.color = color } }
    }

    /// This text in `style`. A text shows one colour: a gradient's middle colour, a hierarchical
    /// level of the environment's foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        let erased = AnyShapeStyle(style)
        return updatingRuns { if $0.color == nil && $0.style == nil { $0.style = erased } }
    }

    /// This text in `font` (overrides the environment's ``EnvironmentValues/font``).
    public func font(_ font: Font?) -> Text {
        updatingRuns { if $0.font == nil { $0.font = font } }
    }

    /// This text at `weight`: bold from semibold up, dim up to light (see ``Font``).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        updatingRuns { if $0.weight == nil { $0.weight = weight } }
    }

    /// This text in bold (or, with `false`, without the bold this text's own modifiers gave it).
    public func bold(_ isActive: Bool = true) -> Text {
        updatingRuns { run in
            if isActive {
                if run.weight == nil { run.weight = .bold }
            } else if run.weight == .bold {
                run.weight = nil
            }
        }
    }

    /// This text in italics (or not).
    public func italic(_ isActive: Bool = true) -> Text { adding(.italic, isActive) }
    /// This text underlined (or not).
    public func underline(_ isActive: Bool = true) -> Text { adding(.underline, isActive) }
    /// This text struck through (or not).
    public func strikethrough(_ isActive: Bool = true) -> Text { adding(.strikethrough, isActive) }
    /// This text dimmed (or not).
    public func dim(_ isActive: Bool = true) -> Text { adding(.dim, isActive) }

    /// This text with digits of one width: terminal digits always are one column wide, so this
    /// returns the text unchanged.
    public func monospacedDigit() -> Text { self }

    /// This text in a monospaced font: every terminal character already takes whole cells, so this
    /// returns the text unchanged.
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    private func adding(_ attribute: TextAttributes, _ isActive: Bool) -> Text {
        updatingRuns { run in
            if isActive { run.attributes.insert(attribute) } else { run.attributes.remove(attribute) }
        }
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension Text: PrimitiveView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TextNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension Text {
    /// Where a text that does not fit is cut, with an ellipsis in its place.
    public enum TruncationMode: Hashable, Sendable {
        /// The start is cut: "…end of the line".
        case head
        /// The end is cut: "Start of the…" (the default).
        case tail
        /// The middle is cut: "Start…line".
        case middle
    }
}

/// How the lines of a multi-line text line up with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge (the default).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
