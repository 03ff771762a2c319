import Foundation
import KinemaRender

/// A font, with SwiftUI's API: text styles (`.largeTitle` … `.caption2`), system fonts of a size,
/// weight and design, and the `.bold()`, `.italic()`, `.monospaced()` variants.
///
/// ```swift
/// Text("Settings").font(.largeTitle)
/// Text("42 km").font(.system(size: 28, weight: .semibold, design: .rounded))
/// ```
///
/// A terminal has one typeface at one size, so a font becomes the character attributes a terminal
/// has (see <doc:Typography>): a weight of semibold or more, a text style from `.title3` up and any
/// size of 20 points or more draw **bold**; a weight of light or less draws dim; an italic font
/// draws in italics. Sizes, designs (serif, rounded, monospaced) and custom font names change
/// nothing else: every character is one cell per column, already monospaced.
public struct Font: Hashable, Sendable {
    /// The text style the font scales with, if it was made from one.
    let style: TextStyle?
    /// The size in points.
    let size: CGFloat
    /// The weight set explicitly (`.bold()`, `.weight(_:)`, `system(size:weight:)`), if any.
    let explicitWeight: Weight?
    /// The design.
    let design: Design
    /// Whether the font is italic.
    let isItalic: Bool

    private init(style: TextStyle?, size: CGFloat, weight: Weight?, design: Design?, isItalic: Bool = false) {
        self.style = style
        // NaN or negative sizes count as the body size; huge ones are only a number here.
        self.size = size.isFinite && size > 0 ? size : 17
        self.explicitWeight = weight
        self.design = design ?? .default
        self.isItalic = isItalic
    }

    /// The font's weight: the explicit one, else the text style's (semibold for `.headline`),
    /// else regular.
    var resolvedWeight: Weight { explicitWeight ?? (style == .headline ? .semibold : .regular) }

    // MARK: Text styles

    /// The largest title (34 points): bold.
    public static let largeTitle = Font.system(.largeTitle)
    /// A first-level title (28 points): bold.
    public static let title = Font.system(.title)
    /// A second-level title (22 points): bold.
    public static let title2 = Font.system(.title2)
    /// A third-level title (20 points): bold.
    public static let title3 = Font.system(.title3)
    /// A heading (17 points, semibold): bold.
    public static let headline = Font.system(.headline)
    /// A subheading (15 points): plain.
    public static let subheadline = Font.system(.subheadline)
    /// Body text (17 points), the default: plain.
    public static let body = Font.system(.body)
    /// A callout (16 points): plain.
    public static let callout = Font.system(.callout)
    /// A footnote (13 points): plain.
    public static let footnote = Font.system(.footnote)
    /// A caption (12 points): plain.
    public static let caption = Font.system(.caption)
    /// An alternate caption (11 points): plain.
    public static let caption2 = Font.system(.caption2)

    /// The system font for `style`, optionally of a `design` and `weight`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, size: style.pointSize, weight: weight, design: design)
    }

    /// The system font at `size` points, optionally of a `weight` and `design`; 20 points or more
    /// draw bold, like a title.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: nil, size: size, weight: weight, design: design)
    }

    /// A font named `name` at `size` points. The terminal draws its own typeface whatever the name;
    /// the size maps as ``system(size:weight:design:)``'s does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(style: nil, size: size, weight: nil, design: nil)
    }

    /// A font named `name` at `size` points that scales with `textStyle`: in a terminal, the text
    /// style's attributes (its name is not used, see ``custom(_:size:)``).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(style: textStyle, size: size, weight: nil, design: nil)
    }

    /// A font named `name` at a size that does not scale: as ``custom(_:size:)``.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(style: nil, size: fixedSize, weight: nil, design: nil)
    }

    // MARK: Variants

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        Font(style: style, size: size, weight: explicitWeight, design: design, isItalic: true)
    }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(style: style, size: size, weight: weight, design: design, isItalic: isItalic)
    }

    /// This font's monospaced design. Every terminal character already takes whole cells, so this
    /// changes nothing on screen.
    public func monospaced() -> Font {
        Font(style: style, size: size, weight: explicitWeight, design: .monospaced, isItalic: isItalic)
    }

    /// This font with digits of one width. Terminal digits always are one column wide, so this
    /// changes nothing on screen.
    public func monospacedDigit() -> Font { self }

    // MARK: Terminal attributes

    /// The character attributes the font draws with (see the type's overview).
    var attributes: TextAttributes {
        var attributes = Self.attributes(for: resolvedWeight)
        // A large size stands out as bold unless the weight already says bold or light.
        if attributes.isEmpty && size >= Self.boldSize { attributes.insert(.bold) }
        if isItalic { attributes.insert(.italic) }
        return attributes
    }

    /// Sizes from which text draws bold: a `.title3` and up stand out by size in SwiftUI, by weight
    /// in a terminal.
    static let boldSize: CGFloat = 20

    /// Bold for semibold and heavier, dim for light and lighter, nothing in between.
    static func attributes(for weight: Weight) -> TextAttributes {
        if weight.rank >= Weight.semibold.rank { return .bold }
        if weight.rank <= Weight.light.rank { return .dim }
        return []
    }

    // MARK: Nested types

    /// The text styles of Dynamic Type, largest first.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption
        /// 11 points.
        case caption2

        /// The style's size at the default Dynamic Type setting (Apple's figures for iOS).
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    /// A font weight, lightest to heaviest.
    public struct Weight: Hashable, Sendable {
        /// The order of the weight, ultra-light (0) to black (8).
        let rank: Int

        /// The lightest: draws dim.
        public static let ultraLight = Weight(rank: 0)
        /// Thin: draws dim.
        public static let thin = Weight(rank: 1)
        /// Light: draws dim.
        public static let light = Weight(rank: 2)
        /// Regular: plain.
        public static let regular = Weight(rank: 3)
        /// Medium: plain.
        public static let medium = Weight(rank: 4)
        /// Semibold: bold.
        public static let semibold = Weight(rank: 5)
        /// Bold: bold.
        public static let bold = Weight(rank: 6)
        /// Heavy: bold.
        public static let heavy = Weight(rank: 7)
        /// The heaviest: bold.
        public static let black = Weight(rank: 8)
    }

    /// A typeface design. A terminal draws its one typeface whatever the design.
    public enum Design: Hashable, Sendable {
        /// The system's default design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A monospaced design.
        case monospaced
    }
}
