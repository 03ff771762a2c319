import Foundation
import KinemaAnimation
import KinemaGeometry

/// How a view fits an aspect ratio into the space offered: all of it inside (`.fit`) or covering
/// all of it (`.fill`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest size with the ratio that fits inside the space offered.
    case fit
    /// The smallest size with the ratio that covers the space offered.
    case fill
}

/// Constrains a view to an aspect ratio (`.aspectRatio(_:contentMode:)`, `.scaledToFit()`,
/// `.scaledToFill()`).
///
/// SwiftUI's layout: the modifier proposes to its content the size with the ratio (width ÷ height,
/// in layout units: a cell is about twice as tall as it is wide, so a ratio of 2 looks square in
/// cells) that fits in or fills the space offered, and takes the size the content answers, centred
/// where it was offered. With no ratio it uses the content's ideal size's. An unspecified or
/// infinite dimension follows the other; when both are, the content's ideal size is proposed.
public struct _AspectRatioModifier: ViewModifier, PrimitiveModifier, Equatable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        AspectRatioNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never

    /// What the content is offered for `proposal`, given its ideal size.
    func proposal(for proposal: ProposedViewSize, ideal: () -> Size) -> ProposedViewSize {
        var ratio = aspectRatio
        if ratio == nil {
            let size = ideal()
            ratio = size.height > 0 ? size.width / size.height : nil
        }
        guard let ratio, ratio.isFinite, ratio > 0 else { return proposal }
        var width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        var height = proposal.height.flatMap { $0.isFinite ? max($0, 0) : nil }
        if width == nil && height == nil {
            // Nothing to fit: the ratio is fitted into (or around) the content's ideal size.
            let size = ideal()
            width = size.width
            height = size.height
        }
        switch (width, height) {
        case (nil, nil):
            return proposal
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = Size(width: width, height: width / ratio)
            let byHeight = Size(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            let chosen = (contentMode == .fit) == fits ? byWidth : byHeight
            return ProposedViewSize(chosen)
        }
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width ÷ height; `nil` keeps the content's own), fitting
    /// in or filling the space offered.
    ///
    /// The content is offered the size with the ratio that fits in (or fills) the space offered and
    /// the modifier takes the size it answers, centred. Ratios are in layout units: a cell is about
    /// twice as tall as it is wide, so a ratio of 2 looks square in cells. An unspecified or infinite
    /// dimension follows the other; when both are, the ratio is fitted to the content's ideal size.
    /// A NaN, infinite or non-positive ratio leaves the proposal as it is.
    public func aspectRatio(
        _ aspectRatio: CGFloat? = nil, contentMode: ContentMode
    )
        -> ModifiedContent<Self, _AspectRatioModifier>
    {
        modifier(_AspectRatioModifier(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio` (width ÷ height).
    public func aspectRatio(
        _ aspectRatio: Size, contentMode: ContentMode
    )
        -> ModifiedContent<Self, _AspectRatioModifier>
    {
        let ratio = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : .nan
        return modifier(_AspectRatioModifier(aspectRatio: ratio, contentMode: contentMode))
    }

    /// Scales the view to fit the space offered, keeping its proportions.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its proportions.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioModifier> {
        aspectRatio(contentMode: .fill)
    }
}

final class AspectRatioNode: ModifierNode {
    private var modifier: _AspectRatioModifier?

    override func update(modifier: any ViewModifier) {
        let modifier = modifier as! _AspectRatioModifier
        if modifier != self.modifier {
            self.modifier = modifier
            invalidate()
        }
    }

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let modifier, let content else { return proposal }
        return modifier.proposal(for: proposal) { content.sizeThatFits(.unspecified) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        content?.sizeThatFits(offered(proposal)) ?? .zero
    }

    override func contentFrame(in frame: Rect) -> Rect {
        guard let content else { return frame }
        let size = content.sizeThatFits(offered(ProposedViewSize(frame.size)))
        return Rect(origin: Alignment.center.origin(of: size, in: frame), size: size)
    }
}
