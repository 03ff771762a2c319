import Foundation
import KinemaGeometry

/// One thing to draw: a text run, a filled rectangle, a border or a path, placed in fractional
/// cells.
///
/// Geometry stays fractional until the ``Rasterizer`` quantises it, so animated frames move
/// smoothly (fills use eighth-block glyphs at edges that fall inside a cell; paths are
/// rasterised below the cell, see ``RenderQuality``).
///
/// - ``Kind/text(_:_:)``: the text starts at the frame's origin (rounded to the nearest cell);
///   `"\n"` starts a new row, tabs advance to the next multiple of 8 columns; other controls are
///   shown as visible substitutes. A `.default` background in the style keeps what lies beneath.
///   Text is limited by ``clip`` and the buffer, not by the frame's size.
/// - ``Kind/fill(_:)``: covers the frame with a colour (erasing text beneath).
/// - ``Kind/border(_:_:)``: draws the outline of the frame (rounded to whole cells).
/// - ``Kind/path(_:)``: fills or strokes a path with a colour or gradient at sub-cell resolution
///   (see ``PathDrawing``); the frame is the drawing view's layout frame, which only orders the
///   item among borders (what is drawn comes from the path).
///
/// ``opacity`` in 0…1 blends colours toward what lies beneath; 0 draws nothing. Items draw in
/// ascending ``zIndex``, ties in list order.
///
/// Effects every kind takes (the view layer sets them for a subtree):
/// - ``transform`` maps the item's cell geometry to the screen's cells. A text run keeps its
///   glyphs upright and moves each character to where the transform takes its cell (so a
///   rotated label's letters circle around their anchor, each still readable); a fill becomes
///   the transformed rectangle, rasterised below the cell; a border becomes the transformed
///   rectangle's outline stroked one column wide; a path's own transform applies first. A
///   translation alone keeps the fast whole-cell paths.
/// - ``clipShapes`` limit drawing to the inside of every listed path: paths and fills by
///   sub-cell coverage, text and borders cell by cell (a glyph shows when its cell's centre is
///   inside).
/// - ``colorFilter`` filters every colour of the item before it is drawn (not what lies
///   beneath).
/// - ``blurRadius`` (in columns; a row counts as ``CellAspect/ratio`` columns) blurs paths and
///   fills by spreading their sub-cell coverage with a box filter applied twice (close to a
///   Gaussian of that radius), capped at ``maximumBlurRadius``; text and borders cannot be
///   blurred on a terminal, so they fade instead, to `1 / (1 + radius)` of their opacity. A
///   non-finite or negative radius counts as zero.
public struct DisplayItem: Hashable, Sendable, Identifiable {
    /// A stable identity chosen by the producer (the view layer uses it to match items across
    /// frames).
    public struct ID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// The raw identifier.
        public var rawValue: UInt64

        /// Creates an identifier.
        public init(rawValue: UInt64) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from an integer literal.
        public init(integerLiteral value: UInt64) {
            self.rawValue = value
        }

        /// `#<rawValue>`.
        public var description: String { "#\(rawValue)" }
    }

    /// What an item draws.
    public enum Kind: Hashable, Sendable {
        /// A run of text in a style (may contain `"\n"` for several rows).
        case text(String, Style)
        /// A solid rectangle in a colour.
        case fill(Color)
        /// The outline of the frame with the given glyphs and style.
        case border(BorderStyle, Style)
        /// A path filled or stroked with a colour or gradient.
        case path(PathDrawing)
    }

    /// The stable identity of the item.
    public var id: ID
    /// What to draw.
    public var kind: Kind
    /// Where, in fractional cells of the buffer.
    public var frame: Rect
    /// When set, nothing outside this rectangle (fractional cells, rounded to whole cells) is drawn.
    public var clip: Rect?
    /// Drawing order: higher draws later (on top); ties keep list order.
    public var zIndex: Double
    /// 0…1; values outside are clamped and NaN counts as 1 (fully opaque).
    public var opacity: Double
    /// From the item's cell geometry to the screen's cells (see the type's discussion).
    public var transform: ProjectionTransform
    /// Clip shapes, colour filter and blur, stored out of line (most items have none; see
    /// ``ItemEffects``).
    package var effects: ItemEffects
    /// Paths that limit what the item draws to their inside; empty for none.
    public var clipShapes: [ClipShape] {
        get { effects.clipShapes }
        set { effects.clipShapes = newValue }
    }
    /// Applied to every colour the item draws.
    public var colorFilter: ColorMatrix {
        get { effects.colorFilter }
        set { effects.colorFilter = newValue }
    }
    /// How far paths and fills blur, in columns (see the type's discussion).
    public var blurRadius: CGFloat {
        get { effects.blurRadius }
        set { effects.blurRadius = newValue }
    }

    /// The largest blur radius drawn, in columns; a larger one looks the same as this. It keeps
    /// the work of a blur bounded (a blur of radius 10⁹ costs what one of 8 does).
    public static let maximumBlurRadius: CGFloat = 8

    /// Creates an item.
    public init(
        id: ID, kind: Kind, frame: Rect, clip: Rect? = nil, zIndex: Double = 0, opacity: Double = 1,
        transform: ProjectionTransform = ProjectionTransform(), clipShapes: [ClipShape] = [],
        colorFilter: ColorMatrix = .identity, blurRadius: CGFloat = 0
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.clip = clip
        self.zIndex = zIndex
        self.opacity = opacity
        self.transform = transform
        effects = ItemEffects(clipShapes: clipShapes, colorFilter: colorFilter, blurRadius: blurRadius)
    }

    /// Creates an item with effects already boxed (a drawing context's, shared without a copy).
    package init(
        id: ID, kind: Kind, frame: Rect, clip: Rect?, zIndex: Double, opacity: Double, effects: ItemEffects
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.clip = clip
        self.zIndex = zIndex
        self.opacity = opacity
        self.transform = ProjectionTransform()
        self.effects = effects
    }

    /// ``opacity`` clamped to 0…1 (NaN becomes 1).
    public var effectiveOpacity: Double {
        opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    }
}

extension DisplayItem {
    /// Whether two items draw the same thing in the same place. Frames and clips compare by their
    /// stored origin and size: CGRect's own `==` standardises, so a text item whose frame overshot
    /// to a negative width (drawn from its origin) would equal its mirror image and a changed frame
    /// could be skipped by the renderer.
    public static func == (lhs: DisplayItem, rhs: DisplayItem) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.frame.isComponentwiseEqual(to: rhs.frame)
            && isSameClip(lhs.clip, rhs.clip) && lhs.zIndex == rhs.zIndex && lhs.opacity == rhs.opacity
            && lhs.transform == rhs.transform && lhs.effects == rhs.effects
    }

    /// Hashes the components `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
        hasher.combine(frame.origin)
        hasher.combine(frame.size)
        hasher.combine(clip?.origin)
        hasher.combine(clip?.size)
        hasher.combine(zIndex)
        hasher.combine(opacity)
        hasher.combine(transform)
        hasher.combine(effects)
    }

    private static func isSameClip(_ lhs: Rect?, _ rhs: Rect?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): lhs.isComponentwiseEqual(to: rhs)
        default: false
        }
    }
}

extension DisplayItem {
    /// ``blurRadius`` as drawn: 0 for negative or NaN values, at most ``maximumBlurRadius``.
    public var effectiveBlurRadius: CGFloat {
        blurRadius.isNaN || blurRadius <= 0 ? 0 : min(blurRadius, DisplayItem.maximumBlurRadius)
    }

    /// Whether the transform only moves the item.
    var isTranslationOnly: Bool {
        transform.isAffine && transform.m11 == 1 && transform.m12 == 0 && transform.m21 == 0 && transform.m22 == 1
            && transform.m31.isFinite && transform.m32.isFinite
    }

    /// The translation of a translation-only transform.
    var translation: CGPoint { CGPoint(x: transform.m31, y: transform.m32) }

    /// Whether the item draws on the whole-cell paths: its transform only moves it, it has no
    /// clip shapes, and a fill is not blurred.
    var hasPlainGeometry: Bool {
        guard isTranslationOnly, effects.clipShapes.isEmpty else { return false }
        if case .fill = kind { return effectiveBlurRadius == 0 }
        return true
    }
}
