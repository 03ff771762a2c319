import Foundation
import KinemaAnimation
import KinemaGeometry

/// Gives a view a fixed or flexible frame (`.frame(width:height:alignment:)`,
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`), aligning the
/// content inside it.
public struct _FrameModifier: ViewModifier, PrimitiveModifier, Equatable {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        FrameNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never

    /// The frame's size for `proposal`, given how the content sizes itself: the proposal is clamped
    /// to min…max and offered to the content; then a minimum grows the result up to the proposal's
    /// extent, a maximum lets it grow to the proposal (so `maxWidth: .infinity` takes all offered).
    func size(for proposal: ProposedViewSize, content: (ProposedViewSize) -> Size) -> Size {
        let offered = ProposedViewSize(
            width: clamp(proposal.width ?? idealWidth, min: minWidth, max: maxWidth),
            height: clamp(proposal.height ?? idealHeight, min: minHeight, max: maxHeight))
        let fitted = content(offered)
        return Size(
            width: resolve(fitted.width, proposed: offered.width, min: minWidth, max: maxWidth),
            height: resolve(fitted.height, proposed: offered.height, min: minHeight, max: maxHeight))
    }

    private func clamp(_ value: CGFloat?, min: CGFloat?, max: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let max { value = Swift.min(value, max) }
        if let min { value = Swift.max(value, min) }
        return value
    }

    private func resolve(_ fitted: CGFloat, proposed: CGFloat?, min: CGFloat?, max: CGFloat?) -> CGFloat {
        let proposed = proposed ?? fitted
        var result = fitted
        if let min { result = Swift.max(min, Swift.min(result, proposed)) }
        if let max { result = Swift.min(max, Swift.max(result, proposed)) }
        // Infinite only for an infinite proposal (a container probing flexibility), as in SwiftUI.
        return result.isNaN ? fitted : result
    }
}

extension View {
    /// Fixes the width and/or height in cells; the view is aligned inside.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    )
        -> ModifiedContent<Self, _FixedFrameModifier>
    {
        // NaN or infinite dimensions are unspecified; huge ones are bounded (see `CellCount`).
        modifier(
            _FixedFrameModifier(
                width: CellCount.dimension(width), height: CellCount.dimension(height),
                alignment: alignment))
    }

    /// A flexible frame: the view's size is clamped between the bounds given (use `.infinity` as a
    /// maximum to take all the space offered).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FrameModifier> {
        modifier(
            _FrameModifier(
                minWidth: CellCount.dimension(minWidth), idealWidth: CellCount.dimension(idealWidth),
                maxWidth: CellCount.maximum(maxWidth), minHeight: CellCount.dimension(minHeight),
                idealHeight: CellCount.dimension(idealHeight), maxHeight: CellCount.maximum(maxHeight),
                alignment: alignment))
    }
}

/// A fixed-size frame (`.frame(width:height:alignment:)`); an unspecified dimension follows the content.
public struct _FixedFrameModifier: ViewModifier, PrimitiveModifier, Equatable {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        FrameNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class FrameNode: ModifierNode {
    private var flexible: _FrameModifier?
    private var fixed: _FixedFrameModifier?

    override func update(modifier: any ViewModifier) {
        if let modifier = modifier as? _FrameModifier, modifier != flexible {
            flexible = modifier
            invalidate()
        } else if let modifier = modifier as? _FixedFrameModifier, modifier != fixed {
            fixed = modifier
            invalidate()
        }
    }

    private var alignment: Alignment { flexible?.alignment ?? fixed?.alignment ?? .center }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        if let flexible {
            return flexible.size(for: proposal) { content?.sizeThatFits($0) ?? .zero }
        }
        let fixed = fixed!
        let offered = ProposedViewSize(
            width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height)
        guard fixed.width == nil || fixed.height == nil else {
            return Size(width: fixed.width!, height: fixed.height!)
        }
        let fitted = content?.sizeThatFits(offered) ?? .zero
        return Size(width: fixed.width ?? fitted.width, height: fixed.height ?? fitted.height)
    }

    override func contentFrame(in frame: Rect) -> Rect {
        guard let content else { return frame }
        let size = content.sizeThatFits(ProposedViewSize(frame.size))
        return Rect(origin: alignment.origin(of: content, size: size, in: frame), size: size)
    }
}
