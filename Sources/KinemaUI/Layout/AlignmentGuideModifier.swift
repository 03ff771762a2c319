import Foundation
import KinemaAnimation
import KinemaGeometry

/// Sets a view's explicit value for one alignment guide (`.alignmentGuide(_:computeValue:)`).
public struct _AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        AlignmentGuideNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Sets where this view's `guide` lies, for the containers that align on it: an `HStack`,
    /// `ZStack` or frame with that alignment, and every container above that takes the guide from
    /// its subviews (a custom guide reaches across nested stacks).
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Today")
    ///     Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 16 }
    /// }
    /// ```
    ///
    /// `computeValue` gets the view's dimensions and returns the guide's position from its leading
    /// edge. A value that is not finite (NaN, infinity) is diagnosed and ignored: the view keeps the
    /// guide it had without the modifier.
    public func alignmentGuide(
        _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentGuideModifier> {
        modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }

    /// Sets where this view's `guide` lies, for the containers that align on it: a `VStack`,
    /// `ZStack` or frame with that alignment, and every container above that takes the guide from
    /// its subviews.
    ///
    /// ```swift
    /// HStack(alignment: .firstThird) {
    ///     Text("A").alignmentGuide(.firstThird) { d in d[.bottom] }
    /// }
    /// ```
    ///
    /// `computeValue` gets the view's dimensions and returns the guide's position from its top
    /// edge. A value that is not finite (NaN, infinity) is diagnosed and ignored.
    public func alignmentGuide(
        _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentGuideModifier> {
        modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }
}

/// Answers its guide's explicit value from the closure; every other guide from its content. Counts
/// as a guide source for its ancestors (see ``ViewNode/explicitGuideSources``).
final class AlignmentGuideNode: ModifierNode {
    private var guide: _AlignmentGuideModifier?
    /// The last value the closure gave, and for which size: a new closure that gives the same value
    /// there is taken to move nothing (closures cannot be compared).
    private var lastValue: (size: Size, value: CGFloat)?

    override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(runtime: runtime, parent: parent, environment: environment)
        noteGuideSources(1)
    }

    override func didUninstall() {
        super.didUninstall()
        noteGuideSources(-1)
    }

    override func update(modifier: any ViewModifier) {
        let new = modifier as! _AlignmentGuideModifier
        defer { guide = new }
        guard let old = guide else { return invalidate() }
        if old.key != new.key {
            movedGuide()
        } else if let last = lastValue, let content,
            new.computeValue(ViewDimensions(size: last.size, node: content)) != last.value
        {
            movedGuide()
        }
    }

    /// The guide moved: containers that aligned on it lay out again even if no size changed.
    private func movedGuide() {
        lastValue = nil
        runtime.forcesFullLayout = true
        invalidate()
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        guard let guide, key == guide.key, let content else {
            return super.computeExplicitAlignment(key, in: size)
        }
        let value = guide.computeValue(ViewDimensions(size: size, node: content))
        guard value.isFinite else {
            runtime.diagnose(
                "an alignmentGuide closure returned \(value); the view keeps the guide it has without the modifier"
            )
            return content.explicitAlignment(key, in: size)
        }
        lastValue = (size, value)
        return value
    }
}
