import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

extension VerticalAlignment {
    /// The classic demo's guide: the middle of an account name and of a full name, across stacks.
    fileprivate enum MidAccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }
    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)

    /// A guide whose default value asks for itself: a cycle that must be diagnosed, not recursed.
    fileprivate enum SelfReferring: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment(SelfReferring.self)]
        }
    }
}

extension HorizontalAlignment {
    fileprivate enum OneThird: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { (context.width / 3).rounded(.down) }
    }
    fileprivate static let oneThird = HorizontalAlignment(OneThird.self)
}

@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    @Test("two VStacks in an HStack line up on a custom guide set on one row of each")
    func customAlignmentAcrossStacks() {
        let host = HeadlessHost(width: 22, height: 3) {
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Text("@twostraws")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    Text("IMG")
                }
                VStack {
                    Text("Full name:")
                    Text("PAUL HUDSON")
                        .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                }
            }
        }
        #expect(host.lines == ["           Full name: ", "@twostraws PAUL HUDSON", "   IMG                "])
    }

    @Test("a custom guide with no explicit value aligns at its identifier's default value")
    func customDefaultValue() {
        let host = HeadlessHost(width: 6, height: 2) {
            VStack(alignment: .oneThird, spacing: 0) {
                Text("abcdef")  // guide at 2
                Text("xyz")  // guide at 1
            }
        }
        #expect(host.lines == ["abcdef", " xyz  "])
    }

    @Test("a leading guide moved to the trailing edge right-aligns numbers in a leading VStack")
    func trailingNumbers() {
        let host = HeadlessHost(width: 3, height: 3) {
            VStack(alignment: .leading, spacing: 0) {
                Text("1").alignmentGuide(.leading) { d in d[.trailing] }
                Text("100").alignmentGuide(.leading) { d in d[.trailing] }
                Text("20").alignmentGuide(.leading) { d in d[.trailing] }
            }
        }
        #expect(host.lines == ["  1", "100", " 20"])
    }

    @Test("an indent guide widens the stack by the indent")
    func indent() {
        let host = HeadlessHost(width: 6, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Today")
                Text("tea").alignmentGuide(.leading) { d in d[.leading] - 2 }
            }
            .fixedSize()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines == ["Today ", "  tea "])
    }

    @Test(
        "VerticalAlignment.center overridden with the top edge: HStack(.center) aligns that view by its top")
    func centerGuideOnTop() {
        let host = HeadlessHost(width: 3, height: 3) {
            HStack(spacing: 1) {
                Text("a\nb\nc")
                Text("x").alignmentGuide(VerticalAlignment.center) { d in d[.top] }
            }
        }
        // The column's centre (1.5) meets x's top: x starts one row down.
        #expect(host.lines == ["a  ", "b x", "c  "])
    }

    @Test("a frame aligns its content's explicit guide with its own")
    func frameHonoursGuides() {
        let host = HeadlessHost(width: 6, height: 1) {
            Text("ab").alignmentGuide(.leading) { _ in -2 }.frame(width: 6, alignment: .leading)
        }
        #expect(host.lines == ["  ab  "])
    }

    @Test("a guide reaches through padding and a frame, moved with the content")
    func guideThroughModifiers() {
        let host = HeadlessHost(width: 8, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("abcd")
                Text("xy").alignmentGuide(.leading) { d in d[.trailing] }.padding(.leading, 2)
            }
            .fixedSize()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        // "xy"'s trailing edge (2 + 2 = 4 in the padded view) meets abcd's leading edge. The stack
        // itself is aligned in the frame by its leading edge: a built-in guide stops at the stack.
        #expect(host.lines == ["    abcd", "  xy    "])
    }

    @Test("an overlay aligns its guide with the decorated view's")
    func overlayGuide() {
        let host = HeadlessHost(width: 7, height: 1) {
            Text("hello")
                .overlay(alignment: .trailing) { Text("3").alignmentGuide(.trailing) { d in d[.leading] } }
                .frame(width: 7, alignment: .leading)
        }
        #expect(host.lines == ["hello3 "])
    }

    @Test("a ZStack sizes itself to its subviews aligned on their guides")
    func zstackUnion() {
        let host = HeadlessHost(width: 4, height: 3) {
            ZStack(alignment: .topLeading) {
                Text("ab\ncd")
                Text("X").alignmentGuide(.top) { d in d[.bottom] }.alignmentGuide(.leading) { d in
                    d[.trailing]
                }
            }
            .fixedSize()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        // X sits above and left of the text: the stack grows by one row and one column.
        #expect(host.lines == ["X   ", " ab ", " cd "])
    }

    @Test("first and last text baselines are the bottoms of a text's first and last rows")
    func textBaselines() {
        func lines(_ alignment: VerticalAlignment) -> [String] {
            HeadlessHost(width: 7, height: 3) {
                HStack(alignment: alignment, spacing: 1) {
                    VStack(spacing: 0) {
                        Text("T"); Text("s")
                    }
                    Text("x").frame(height: 3)
                    Text("one\ntwo")
                }
            }.lines
        }
        // x sits in the middle row of its 3-row frame: both its baselines are at 2; the stack's first
        // baseline is its first row's (1), its last its last row's (2).
        #expect(lines(.firstTextBaseline) == ["       ", "T x one", "s   two"])
        #expect(lines(.lastTextBaseline) == ["T   one", "s x two", "       "])
        #expect(lines(.center) == ["T   one", "s x two", "       "])
    }

    @Test("a NaN guide is diagnosed and ignored")
    func nanGuide() {
        let host = HeadlessHost(width: 4, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("abcd")
                Text("x").alignmentGuide(.leading) { _ in .nan }
            }
        }
        #expect(host.lines == ["abcd", "x   "])
        #expect(host.host.diagnostics.contains { $0.contains("alignmentGuide closure returned nan") })
    }

    @Test("a guide on a view of zero size places it without dividing by zero")
    func zeroSizeGuide() {
        let host = HeadlessHost(width: 4, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("abcd")
                Color.clear.frame(width: 0, height: 0).alignmentGuide(.leading) { d in d.width / d.height }
                Text("x")
            }
        }
        #expect(host.lines == ["abcd", "x   "])
        #expect(host.host.diagnostics.contains { $0.contains("alignmentGuide closure returned nan") })
    }

    @Test("a custom guide whose default value asks for itself is diagnosed, not recursed for ever")
    func selfReferringGuide() {
        let host = HeadlessHost(width: 3, height: 1) {
            HStack(alignment: VerticalAlignment(VerticalAlignment.SelfReferring.self), spacing: 1) {
                Text("a"); Text("b")
            }
        }
        #expect(host.lines == ["a b"])
        #expect(host.host.diagnostics.contains { $0.contains("ask for each other") })
    }

    @Test("a guide that changes moves the views, though no size changed")
    func changingGuide() {
        struct Indented: View {
            @State var indent: CGFloat = 0
            var body: some View {
                let indent = indent
                return VStack(alignment: .leading, spacing: 0) {
                    Text("abcd")
                    Button("x") { self.indent = 2 }.alignmentGuide(.leading) { d in d[.leading] - indent }
                }
                .frame(width: 6, alignment: .leading)
            }
        }
        let host = HeadlessHost(width: 6, height: 2) { Indented() }
        #expect(host.lines == ["abcd  ", "x     "])
        host.click(x: 0, y: 1)
        #expect(host.lines == ["abcd  ", "  x   "])
    }

    @Test("ViewDimensions answers sizes, default guides and explicit guides")
    func viewDimensions() {
        var seen: [CGFloat?] = []
        let host = HeadlessHost(width: 6, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("abcdef")
                Text("abc")
                    .alignmentGuide(.trailing) { _ in 1 }
                    .alignmentGuide(.leading) { d in
                        seen = [
                            d.width, d.height, d[.trailing], d[HorizontalAlignment.center],
                            d[explicit: .trailing],
                            d[explicit: VerticalAlignment.top], d[.bottom],
                        ]
                        return d[.leading]
                    }
            }
        }
        _ = host.lines
        #expect(seen == [3, 1, 1, 1.5, 1, nil, 1])
    }

    @Test("the existing fraction API still builds alignments, and setting a fraction drops a custom guide")
    func fractionAPI() {
        var alignment = HorizontalAlignment(HorizontalAlignment.OneThird.self)
        #expect(alignment != .leading)
        alignment.fraction = 0
        #expect(alignment == .leading)
        #expect(VerticalAlignment(fraction: 0.5) == .center)
        #expect(Alignment(horizontal: .leading, vertical: .firstTextBaseline) == .leadingFirstTextBaseline)
    }
}
