import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// The node of ``Image``: resolves the symbol or registered art, measures it in cells, resamples it
/// when it is resizable or scaled, and animates its colour.
final class ImageNode: UnaryNode {
    /// What an image shows once its name is looked up.
    struct Resolved: Equatable {
        var art = ImageArt("")
        /// The symbol's own colour (multicolor).
        var symbolColor: Color?
        var isPlaceholder = false
    }

    private var image = Image(systemName: "")
    private var resolved = Resolved()
    private var colorSlot = ColorSlot()
    /// The art resampled for the last size drawn.
    private var resampled: (width: Int, height: Int, text: String)?

    /// The visible stand-in for an unknown name: an inverse question mark.
    static let placeholder = ImageArt("?")

    override func update(with view: any View) {
        let image = view as! Image
        let resolved = resolve(image)
        if image != self.image || resolved != self.resolved || needsCommit {
            self.image = image
            if resolved != self.resolved { resampled = nil }
            self.resolved = resolved
            invalidateDrawBounds()
            invalidateContent()
        }
    }

    private func resolve(_ image: Image) -> Resolved {
        switch image.source {
        case .system(let name):
            if let entry = SymbolCatalog.entry(named: name) {
                return Resolved(art: ImageArt(entry.glyph), symbolColor: entry.color)
            }
            runtime.diagnose(
                "Image(systemName: \"\(TextSanitizer.sanitize(name))\"): Kinema's symbol catalog has no such name; drawn as an inverse ?"
            )
        case .named(let name):
            if let art = environment.imageRegistry.art(named: name) { return Resolved(art: art) }
            runtime.diagnose(
                "Image(\"\(TextSanitizer.sanitize(name))\"): no image is registered under that name (ImageRegistry); drawn as an inverse ?"
            )
        }
        return Resolved(art: ImageNode.placeholder, isPlaceholder: true)
    }

    private var usesOwnColors: Bool {
        image.renderingMode == .original
            || (image.symbolRenderingMode ?? environment.symbolRenderingMode) == .multicolor
    }

    private var modelColor: Color {
        if usesOwnColors, let own = resolved.symbolColor { return own }
        return image.color ?? image.style?.representativeColor(in: environment) ?? environment.foregroundColor
            ?? .default
    }

    private var style: Style {
        var attributes = environment.textAttributes
        if case .system = image.source {
            // A symbol is one glyph whatever the font (a terminal has one size of character): the
            // font's weight shows, as text's does (bold from semibold or 20 points up, dim when light).
            attributes.formUnion(Self.symbolAttributes(in: environment))
        }
        if resolved.isPlaceholder { attributes.insert(.inverse) }
        return Style(
            foreground: colorSlot.presented ?? modelColor, background: .default, attributes: attributes)
    }

    /// What a symbol takes from its environment: the font's attributes (``Font``: a title or any
    /// size from 20 points draws bold, a light weight dim), `.fontWeight` replacing the font's
    /// weight, and bold for `.imageScale(.large)`.
    static func symbolAttributes(in environment: EnvironmentValues) -> TextAttributes {
        let font = environment.font ?? .body
        var attributes = font.attributes
        if let weight = environment.fontWeight {
            attributes.subtract([.bold, .dim])
            attributes.formUnion(font.weight(weight).attributes.intersection([.bold, .dim]))
        }
        if environment.imageScale == .large {
            attributes.remove(.dim)
            attributes.insert(.bold)
        }
        return attributes
    }

    /// Whether the art is stretched to the frame (text art that is resizable).
    private var stretches: Bool { image.isResizable && !resolved.art.isGlyph }

    /// The art's size in layout units (its cells, converted to points in points mode).
    private var artSize: Size {
        Size(
            width: Double(resolved.art.width) * runtime.cellSize.width,
            height: Double(resolved.art.height) * runtime.cellSize.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let art = artSize
        guard image.isResizable else { return art }
        func dimension(_ proposed: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let proposed else { return ideal }
            return proposed.isFinite ? max(proposed, 0) : ideal
        }
        return Size(
            width: dimension(proposal.width, art.width), height: dimension(proposal.height, art.height))
    }

    override func computeDrawBounds() -> Rect {
        // Art that is not stretched is centred on the frame and may overflow it.
        let frame = presentedFrame.standardized
        let width = max(frame.width, artSize.width)
        let height = max(frame.height, artSize.height)
        let (midX, midY) = Self.centre(of: frame)
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }

    override func commit(transaction: Transaction) -> Bool {
        colorSlot.set(modelColor, transaction: transaction, at: runtime.time)
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        colorSlot.advance(to: time)
    }

    override func nextOwnAnimationChange(after time: Double) -> Double {
        colorSlot.nextChange(after: time)
    }

    override func removeOwnAnimations() {
        colorSlot.removeAnimation()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite,
            resolved.art.width > 0, context.isVisible(frame)
        else { return }
        var style = style
        style.attributes.formUnion(context.textAttributes)
        let art = resolved.art
        let isScaled = context.isAxisAligned && (context.scaleX != 1 || context.scaleY != 1)
        if !stretches && (!isScaled || art.isGlyph) {
            // The art as it is, centred on the frame (a glyph cannot grow).
            let size = artSize
            let text = art.rows.joined(separator: "\n")
            guard isScaled else {
                recorder.append(
                    .text(text, style), frame: centred(size, on: frame), node: self, context: context)
                return
            }
            recorder.appendUntransformed(
                .text(text, style), frame: centred(size, on: context.apply(frame)), node: self,
                context: context)
            return
        }
        // Resampled to the screen: to the frame when stretched, else to the art's scaled size.
        let screen = context.apply(frame).standardized
        let cell = runtime.cellSize
        let width =
            stretches ? CellCount.of(screen.width / cell.width) : CellCount.of(Double(art.width) * abs(context.scaleX))
        let height =
            stretches ? CellCount.of(screen.height / cell.height) : CellCount.of(Double(art.height) * abs(context.scaleY))
        guard width > 0, height > 0 else { return }
        if resampled?.width != width || resampled?.height != height {
            resampled = (width, height, ImageResampler.resample(art, width: width, height: height))
        }
        let size = Size(width: Double(width) * cell.width, height: Double(height) * cell.height)
        recorder.appendUntransformed(
            .text(resampled!.text, style), frame: centred(size, on: screen), node: self, context: context)
    }

    private func centred(_ size: Size, on frame: Rect) -> Rect {
        let (midX, midY) = Self.centre(of: frame)
        return Rect(
            x: (midX - size.width / 2).rounded(.down), y: (midY - size.height / 2).rounded(.down),
            width: size.width, height: size.height)
    }

    /// `origin + size / 2` of the stored frame. CGRect's `midX` is `(minX + maxX) / 2`, which can
    /// differ in the last bit and so flip the rounding of a centred glyph.
    private static func centre(of frame: Rect) -> (x: CGFloat, y: CGFloat) {
        (frame.origin.x + frame.size.width / 2, frame.origin.y + frame.size.height / 2)
    }
}
