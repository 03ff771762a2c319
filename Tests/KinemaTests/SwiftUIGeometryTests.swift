import Kinema
import KinemaTestSupport
import Testing

// SwiftUI geometry idioms, written as SwiftUI code writes them, compiled against `import Kinema`
// alone and rendered headless.

/// A badge sized from its container with `CGFloat` arithmetic and an optional `CGFloat` width.
private struct Badge: View {
    var width: CGFloat? = 6
    var nudge: CGSize = CGSize(width: 1, height: 0)

    var body: some View {
        GeometryReader { proxy in
            let size: CGSize = proxy.size
            let half: CGFloat = size.width / 2
            Text("ab")
                .frame(width: width, height: CGFloat(1), alignment: .leading)
                .padding(CGFloat(0))
                .offset(nudge)
                .offset(x: half - half, y: 0)
        }
    }
}

/// A custom layout in SwiftUI's shape: CGRect bounds, CGPoint placement, CGFloat spacing.
private struct Diagonal: Layout {
    var step: CGFloat = 2

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width: CGFloat = proposal.width ?? 10
        return CGSize(width: width, height: CGFloat(subviews.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = CGPoint(x: bounds.minX, y: bounds.minY)
        for subview in subviews {
            subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
            point = point.applying(CGAffineTransform(translationX: step, y: 1))
        }
    }
}

@MainActor
@Suite struct SwiftUIGeometryTests {
    @Test("CGFloat, CGSize and optional CGFloat arguments reach frame, padding, offset and stacks")
    func modifiersTakeCGFloat() {
        let spacing: CGFloat? = 2
        let minLength: CGFloat? = nil
        let host = HeadlessHost(width: 12, height: 3) {
            VStack(spacing: 0) {
                HStack(alignment: .top, spacing: spacing) {
                    Text("x")
                    Spacer(minLength: minLength)
                    Text("y").frame(maxWidth: CGFloat.infinity, alignment: .trailing)
                }
                Badge()
                    .frame(minWidth: CGFloat(0), idealWidth: nil, maxWidth: .infinity, minHeight: 1)
                    .scaleEffect(CGFloat(1))
            }
        }
        let ratio: CGFloat? = 2
        _ = Text("r").aspectRatio(ratio, contentMode: .fit).shadow(radius: CGFloat(1))
        #expect(host.lines[0] == "x          y")
        #expect(host.lines[1].hasPrefix(" ab"))
    }

    @Test("a custom Layout places subviews from CGRect bounds with CGPoint and CGAffineTransform")
    func customLayout() {
        let host = HeadlessHost(width: 8, height: 3) {
            Diagonal(step: 3) {
                Text("a")
                Text("b")
                Text("c")
            }
        }
        #expect(host.lines == ["a       ", "   b    ", "      c "])
    }

    @Test("CGPoint, CGSize and CGRect are Animatable and interpolate like SwiftUI's")
    func geometryAnimates() {
        var value = AnimatedValue(CGRect.zero)
        value.setModel(
            CGRect(x: 10, y: 0, width: 4, height: 2), transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        let halfway: CGRect = value.presentation(at: 0.5)
        #expect(halfway == CGRect(x: 5, y: 0, width: 2, height: 1))
        let data: AnimatablePair<CGFloat, CGFloat> = CGPoint(x: 1, y: 2).animatableData
        #expect(data.first == 1 && data.second == 2)
        let insets = EdgeInsets(top: CGFloat(1), leading: 2, bottom: 3, trailing: 4)
        #expect(UnitPoint(x: CGFloat(0.5), y: 0.5) == .center && insets.horizontal == 6)
    }
}
