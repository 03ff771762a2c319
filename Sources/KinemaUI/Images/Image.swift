import KinemaGeometry
import KinemaRender

/// A picture drawn with characters: an SF Symbol by name, or an image your app registered.
///
/// ```swift
/// Image(systemName: "heart.fill").foregroundStyle(.red)      // ♥
/// ImageRegistry.shared.register("cat", art: ImageArt("/\\_/\\\n( o.o )\n > ^ <"))
/// Image("cat")                                              // three rows of text art
/// ```
///
/// **Symbols.** ``init(systemName:)`` knows about 800 common SF Symbol names (hearts, stars,
/// arrows, chevrons, media controls, checkmarks, bells, gears, people, weather, animals, …), each
/// drawn as a Unicode glyph: one cell for text symbols (`♥`, `★`, `→`), two for the emoji Unicode
/// only has (`🔔`), measured like any text. `.fill` variants use Unicode's filled forms where it has
/// them.
///
/// **Named images.** ``init(_:)`` looks `name` up in the environment's ``ImageRegistry`` (by default
/// ``ImageRegistry/shared``), where the app registers text art or a glyph before it shows it.
///
/// **Unknown names** draw a visible placeholder, an inverse `?`, and add one diagnostic to the host
/// (``ViewHost/diagnostics``) per name.
///
/// **Size.** An image is as large as its art (columns × rows) whatever it is offered, unless it is
/// ``resizable(capInsets:resizingMode:)``: then it takes the size offered, and text art is stretched
/// to it by repeating or skipping whole cells (nearest neighbour); a glyph cannot grow, so a
/// resizable symbol is centred in its frame. Combine with `aspectRatio(_:contentMode:)`,
/// ``View/scaledToFit()`` or ``View/scaledToFill()`` to keep the art's proportions. Under
/// `scaleEffect` an image is resampled to the scaled size the same way (text is not).
///
/// **Fonts.** SwiftUI sizes a symbol by the font around it (`Image(systemName: "heart.fill")`
/// inside `.font(.largeTitle)` is a 34-point heart). A terminal has one size of character, so a
/// symbol stays one glyph (and its layout size one glyph's cells) at every font and
/// ``Image/Scale``; what shows is the font's weight, as for text: a title style or any size from
/// 20 points draws the symbol **bold**, a light weight dim, `.fontWeight` overrides the font's, and
/// `.imageScale(.large)` draws it bold. Text art (``init(_:)``) ignores fonts.
///
/// Its initialisers are `nonisolated`, as SwiftUI's are, so a model can hand out an `Image`
/// (`var image: Image { Image(imageName) }`, as Apple's Landmarks tutorial does) from any context.
///
/// **Colour.** Images draw in their ``foregroundStyle(_:)`` colour, or the environment's foreground
/// colour, like text; `.symbolRenderingMode(.multicolor)` uses a symbol's own colour where it has one.
public struct Image: View, Equatable {
    enum Source: Hashable {
        case system(String)
        case named(String)
    }

    let source: Source
    var isResizable = false
    var color: Color?
    /// A non-colour style from ``foregroundStyle(_:)``, resolved to one colour when drawn.
    var style: AnyShapeStyle?
    var renderingMode: TemplateRenderingMode?
    var symbolRenderingMode: SymbolRenderingMode?

    /// The SF Symbol called `systemName`, drawn as its Unicode glyph.
    nonisolated public init(systemName: String) {
        source = .system(systemName)
    }

    /// The image your app registered as `name` in the environment's ``ImageRegistry``.
    nonisolated public init(_ name: String) {
        source = .named(name)
    }

    /// A registered image that assistive technologies would skip; a terminal draws it like
    /// ``init(_:)``.
    nonisolated public init(decorative name: String) {
        source = .named(name)
    }

    /// This image, taking the size it is offered instead of its art's size.
    ///
    /// Text art is stretched to the frame cell by cell (nearest neighbour, the same for
    /// ``ResizingMode/stretch`` and ``ResizingMode/tile`` since both repeat whole cells); a glyph is
    /// centred instead. `capInsets` is accepted for SwiftUI's signature: a cell cannot be split, so
    /// caps are not kept apart.
    public func resizable(
        capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
    ) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How the image uses colour: a terminal draws every image as a template (in its foreground
    /// colour) either way, so `.original` only matters for symbols, where it shows their own colour
    /// like `.symbolRenderingMode(.multicolor)`.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// How a symbol's layers are coloured (see ``SymbolRenderingMode``); overrides the environment's.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }

    /// This image in `color` (overrides the environment's foreground colour).
    public func foregroundColor(_ color: Color?) -> Image {
        var image = self
        image.color = color
        image.style = nil
        return image
    }

    /// This image in `style` (one colour: a gradient's middle colour, a hierarchical level of the
    /// environment's foreground style).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Image {
        if let color = style as? Color { return foregroundColor(color) }
        var image = foregroundColor(nil)
        image.style = AnyShapeStyle(style)
        return image
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension Image: PrimitiveView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ImageNode(runtime: runtime, parent: parent, environment: environment)
    }
}

extension Image {
    /// The relative size of symbols (`.imageScale(_:)`).
    ///
    /// A terminal draws a symbol as one glyph at every scale: `.large` draws it bold (heavier in most
    /// terminal fonts), `.small` and `.medium` draw it as its font says (see "Fonts" on ``Image``).
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text around it: drawn plain.
        case small
        /// The default: drawn plain.
        case medium
        /// Larger than the text around it: drawn bold.
        case large
    }

    /// Whether an image is drawn in its own colours or as a template in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the foreground colour.
        case template
        /// In the image's own colours: a symbol's own colour where it has one.
        case original
    }

    /// How a resizable image fills a larger frame; in cells both repeat whole cells.
    public enum ResizingMode: Hashable, Sendable {
        /// Stretched.
        case stretch
        /// Tiled.
        case tile
    }
}

/// How the layers of a symbol are coloured (`.symbolRenderingMode(_:)`).
///
/// A Unicode glyph has one layer: `.monochrome`, `.hierarchical` and `.palette` draw it in the
/// foreground colour; `.multicolor` draws it in the symbol's own colour where the catalog gives it
/// one (a red `heart.fill`, a yellow `star.fill`, a green `checkmark.circle.fill`), else in the
/// foreground colour.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case monochrome, multicolor, hierarchical, palette
    }

    let kind: Kind

    /// One colour.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in opacities of one colour; one layer in a terminal.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the colours given by the foreground style; one layer in a terminal.
    public static let palette = SymbolRenderingMode(kind: .palette)
}
