import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// What a ``Canvas`` renderer draws with (SwiftUI's `GraphicsContext`): fill and stroke paths,
/// draw text and images, with a current transform, opacity, clip and filters.
///
/// Coordinates are the canvas's square units (a row is two; see ``Canvas``). The context is a
/// value: a copy (what ``drawLayer(content:)`` hands its closure, or `var copy = context`) has its
/// own transform, opacity, clip and filters but draws into the same canvas, in call order.
///
/// A terminal draws a layer's items one by one, so a layer's opacity and filters apply to each item
/// rather than to the composited layer (overlapping translucent items in a layer blend with each
/// other). Text and images keep their glyphs upright and one cell per character: the transform
/// moves where they are drawn, not their size.
public struct GraphicsContext {
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The current transform, from the context's coordinates to the canvas's square units.
    public var transform: CGAffineTransform = .identity
    /// The opacity everything drawn is multiplied by (0…1).
    public var opacity: Double = 1

    /// The drawing so far, shared by every copy of a context of one canvas.
    let recording: Recording
    private var bounds: CGRect
    private var clipShapes: [ClipShape] = []
    private var colorFilter = ColorMatrix.identity
    private var blurRadius: CGFloat = 0

    init(environment: EnvironmentValues, bounds: CGRect) {
        self.environment = environment
        self.bounds = bounds
        self.recording = Recording()
    }

    /// The bounding box of the current clip, in the context's coordinates.
    public var clipBoundingRect: CGRect {
        bounds.applying(transform.inverted())
    }

    // MARK: Transforms

    /// Moves the origin by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the coordinates by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Turns the coordinates by `angle` (clockwise on screen) about the origin.
    public mutating func rotate(by angle: Angle) {
        let radians = angle.radians.isFinite ? angle.radians : 0
        transform = CGAffineTransform(rotationAngle: CGFloat(radians)).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clipping, filters, layers

    /// Limits later drawing to the inside of `path` (intersected with the current clip).
    public mutating func clip(
        to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
    ) {
        if options.contains(.inverse) {
            // Everything but the path: the canvas's bounds with the path cut out, even-odd.
            var inverse = Path(bounds.applying(transform.inverted()))
            inverse.addPath(path)
            clipShapes.append(
                ClipShape(inverse, style: FillStyle(eoFill: true), transform: ProjectionTransform(transform)))
        } else {
            clipShapes.append(ClipShape(path, style: style, transform: ProjectionTransform(transform)))
        }
    }

    /// Adds a filter to everything drawn later with this context (and its copies made after).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case .color(let matrix): colorFilter = matrix.concatenating(colorFilter)
        case .blur(let radius):
            if radius.isFinite, radius > 0 {
                blurRadius = min(blurRadius + radius, DisplayItem.maximumBlurRadius)
            }
        }
    }

    /// Draws into a copy of this context (SwiftUI's layer): what the closure changes — transform,
    /// opacity, clip, filters — applies only inside it.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading: shading, mode: .fill(style))
    }

    /// Strokes `path` with `shading` as `style` describes (widths in the context's coordinates).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(path, shading: shading, mode: .stroke(style))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    private func record(_ path: Path, shading: Shading, mode: PathDrawing.Mode) {
        guard opacity > 0 else { return }
        let paint = shading.paint(in: environment, bounds: path.boundingRect)
        recording.operations.append(
            .path(
                PathDrawing(path, paint: paint, mode: mode, transform: ProjectionTransform(transform)),
                state: state))
    }

    /// The state every operation carries.
    var state: Recording.State {
        Recording.State(
            opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1), clipShapes: clipShapes,
            colorFilter: colorFilter,
            blurRadius: blurRadius)
    }

    // MARK: Text and images

    /// Draws `text` with its `anchor` (a unit point of its size) at `point`.
    @MainActor
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard opacity > 0 else { return }
        let size = text.cellSize
        let at = point.applying(transform)
        // The point in cells, then the text's top-leading corner.
        let ratio = Double(CellAspect.ratio)
        let origin = CGPoint(
            x: Double(at.x) - size.width * anchor.x, y: Double(at.y) / ratio - size.height * anchor.y)
        recording.operations.append(.text(text.lines, text.style, origin: origin, state: state))
    }

    /// Draws `text` inside `rect`, at its top-leading corner.
    @MainActor
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }

    /// Draws `image` (its glyph or text art, one cell per character) with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.text, at: point, anchor: anchor)
    }

    /// Draws `image` centred in `rect` (images do not scale: each character is one cell).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
    }

    /// `text` prepared for drawing, with the environment's colour, font and attributes. A text
    /// joined with `+` is drawn in the look of its first part (resolved text has one style).
    @MainActor
    public func resolve(_ text: Text) -> ResolvedText {
        let run = text.firstRun
        let color =
            run.color ?? run.style?.representativeColor(in: environment) ?? environment.foregroundColor
            ?? .default
        let attributes = Text.attributes(of: run, in: environment).union(environment.textAttributes)
        return ResolvedText(lines: text.content, style: Style(foreground: color, attributes: attributes))
    }

    /// `image` prepared for drawing: its glyph or registered text art (an inverse `?` when unknown).
    public func resolve(_ image: Image) -> ResolvedImage {
        let art: String
        var attributes = environment.textAttributes
        switch image.source {
        case .system(let name):
            if let entry = SymbolCatalog.entry(named: name) {
                art = entry.glyph
            } else {
                art = "?"
                attributes.insert(.inverse)
            }
        case .named(let name):
            if let registered = environment.imageRegistry.art(named: name) {
                art = registered.rows.joined(separator: "\n")
            } else {
                art = "?"
                attributes.insert(.inverse)
            }
        }
        let color = image.color ?? environment.foregroundColor ?? .default
        return ResolvedImage(
            text: ResolvedText(lines: art, style: Style(foreground: color, attributes: attributes)))
    }
}

extension GraphicsContext {
    /// Text resolved for a ``GraphicsContext`` (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let lines: String
        let style: Style

        /// The size of the text in cells.
        var cellSize: CGSize {
            let rows = lines.split(separator: "\n", omittingEmptySubsequences: false)
            let width = rows.map { DisplayWidth.of(String($0)) }.max() ?? 0
            return CGSize(width: CGFloat(width), height: CGFloat(rows.count))
        }

        /// The size the text takes, in the canvas's square units (a row is two), whatever `size`
        /// offers: text does not wrap in a canvas.
        public func measure(in size: CGSize) -> CGSize {
            let cells = cellSize
            return CGSize(width: cells.width, height: cells.height * CellAspect.ratio)
        }
    }

    /// An image resolved for a ``GraphicsContext`` (SwiftUI's `GraphicsContext.ResolvedImage`): its
    /// glyph or text art.
    public struct ResolvedImage {
        let text: ResolvedText

        /// The image's size in the canvas's square units.
        public var size: CGSize { text.measure(in: .zero) }
    }
}

extension GraphicsContext {
    /// Options of ``clip(to:style:options:)`` (SwiftUI's `ClipOptions`).
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to the outside of the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of ``addFilter(_:options:)`` (SwiftUI's `FilterOptions`); accepted for SwiftUI
    /// code, Kinema's filters have none.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// A filter for ``addFilter(_:options:)`` (SwiftUI's `GraphicsContext.Filter`): the colour
    /// effects and a blur, with the view modifiers' meanings.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case color(ColorMatrix)
            case blur(CGFloat)
        }

        let kind: Kind

        /// Adds `amount` to every channel.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(kind: .color(.brightness(amount)))
        }
        /// Scales channels' distance from mid grey.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }
        /// Scales saturation.
        public static func saturation(_ amount: Double) -> Filter {
            Filter(kind: .color(.saturation(amount)))
        }
        /// Removes colour (0…1).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.grayscale(amount))) }
        /// Turns hues.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle))) }
        /// Multiplies colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(kind: .color(.colorMultiply(color)))
        }
        /// Inverts colours (`amount` 1; other amounts blend toward it).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(amount.isNaN ? 1 : min(max(amount, 0), 1))
            let k = 1 - 2 * a
            return Filter(
                kind: .color(ColorMatrix(red: [k, 0, 0, a], green: [0, k, 0, a], blue: [0, 0, k, a])))
        }
        /// Blurs paths by `radius` (see ``View/blur(radius:opaque:)``).
        public static func blur(radius: CGFloat) -> Filter { Filter(kind: .blur(radius)) }
    }
}

/// The operations a canvas's renderer recorded, shared by every copy of its context.
final class Recording {
    struct State {
        var opacity: Double
        var clipShapes: [ClipShape]
        var colorFilter: ColorMatrix
        var blurRadius: CGFloat
    }

    enum Operation {
        case path(PathDrawing, state: State)
        case text(String, Style, origin: CGPoint, state: State)

        /// Appends this operation for a canvas in `frame`: paths through `toCells` (square units to
        /// the frame's cells), text at its cell origin, both clipped to the frame.
        @MainActor
        func append(
            to recorder: inout DisplayListRecorder, frame: Rect, toCells: ProjectionTransform, node: ViewNode,
            context: DrawContext
        ) {
            var context = context.clipped(to: frame)
            switch self {
            case .path(var drawing, let state):
                apply(state, to: &context, toCells: toCells)
                drawing.transform = drawing.transform.concatenating(toCells)
                recorder.append(.path(drawing), frame: frame, node: node, context: context)
            case .text(let text, let style, let origin, let state):
                apply(state, to: &context, toCells: toCells)
                let size = GraphicsContext.ResolvedText(lines: text, style: style).cellSize
                let at = CGRect(
                    x: frame.minX + origin.x, y: frame.minY + origin.y, width: size.width, height: size.height
                )
                recorder.append(.text(text, style), frame: at, node: node, context: context)
            }
        }

        @MainActor
        private func apply(_ state: State, to context: inout DrawContext, toCells: ProjectionTransform) {
            context = context.fading(by: state.opacity).filtered(by: state.colorFilter).blurred(
                by: state.blurRadius)
            for clip in state.clipShapes {
                context = context.clipped(
                    to: clip.path, style: clip.style, pathTransform: clip.transform.concatenating(toCells))
            }
        }
    }

    var operations: [Operation] = []
}
