import Foundation
import Observation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Shape static members")
struct ShapeStaticMemberTests {
    @Test("the static members are the shapes SwiftUI names")
    func members() {
        let rect: Rectangle = .rect
        let rounded: RoundedRectangle = .rect(cornerRadius: 3)
        let sized: RoundedRectangle = .rect(cornerSize: CGSize(width: 2, height: 1), style: .circular)
        let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 2, bottomTrailingRadius: 1)
        let radii: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topLeading: 2, bottomTrailing: 1))
        let capsule: Capsule = .capsule(style: .circular)
        #expect(rect == Rectangle())
        #expect(rounded == RoundedRectangle(cornerRadius: 3))
        #expect(sized == RoundedRectangle(cornerSize: CGSize(width: 2, height: 1), style: .circular))
        #expect(uneven == radii)
        #expect(capsule == Capsule(style: .circular))
        #expect(Circle.circle == Circle() && Ellipse.ellipse == Ellipse() && Capsule.capsule == Capsule())
    }

    @Test("clipShape(.rect(cornerRadius:)) draws as clipShape(RoundedRectangle(cornerRadius:))")
    func clipShape() {
        let member = paintedFrame(width: 12, height: 4) { Color.blue.clipShape(.rect(cornerRadius: 4)) }
        let spelled = paintedFrame(width: 12, height: 4) { Color.blue.clipShape(RoundedRectangle(cornerRadius: 4)) }
        #expect(member == spelled)
        #expect(
            paintedFrame(width: 12, height: 6) { Color.blue.clipShape(.circle) }
                == paintedFrame(width: 12, height: 6) { Color.blue.clipShape(Circle()) })
    }

    @Test("background(_:in:), fill and contentShape take the members")
    func otherSites() {
        #expect(
            paintedFrame(width: 12, height: 3) { Text("pill").padding(.horizontal, 2).background(.red, in: .capsule) }
                == paintedFrame(width: 12, height: 3) {
                    Text("pill").padding(.horizontal, 2).background(.red, in: Capsule())
                })
        #expect(
            paintedFrame(width: 12, height: 6) { Ellipse.ellipse.fill(.green) }
                == paintedFrame(width: 12, height: 6) { Ellipse().fill(.green) })
        var taps = 0
        let host = HeadlessHost(width: 10, height: 3) {
            HStack { Text("a"); Spacer(); Text("b") }.contentShape(.rect).onTapGesture { taps += 1 }
        }
        host.click(x: 5, y: 1)
        #expect(taps == 1)
    }
}
