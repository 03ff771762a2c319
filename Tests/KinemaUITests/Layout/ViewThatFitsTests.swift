import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    private func delivery(width: Int) -> [String] {
        HeadlessHost(width: width, height: 1) {
            ViewThatFits(in: .horizontal) {
                Text("Delivered on Tuesday")
                Text("Delivered Tue")
                Text("Tue")
            }
        }.lines
    }

    @Test("the first child whose ideal width fits is shown, at several widths; else the last")
    func choicesAtWidths() {
        #expect(delivery(width: 24) == ["  Delivered on Tuesday  "])
        #expect(delivery(width: 20) == ["Delivered on Tuesday"])
        #expect(delivery(width: 19) == ["   Delivered Tue   "])
        #expect(delivery(width: 13) == ["Delivered Tue"])
        #expect(delivery(width: 5) == [" Tue "])
        #expect(delivery(width: 2) == ["Tu"] || delivery(width: 2) == ["T…"])
    }

    @Test("both axes by default: a tall stack that does not fit the height gives way to one line")
    func bothAxes() {
        let view = ViewThatFits {
            VStack(spacing: 0) {
                Text("a"); Text("b"); Text("c")
            }
            Text("a b c")
        }
        #expect(HeadlessHost(width: 5, height: 3) { view }.lines == ["  a  ", "  b  ", "  c  "])
        #expect(HeadlessHost(width: 5, height: 1) { view }.lines == ["a b c"])
    }

    @Test("only the checked axis counts: a horizontal ViewThatFits ignores a short height")
    func checkedAxisOnly() {
        let host = HeadlessHost(width: 3, height: 2) {
            VStack(spacing: 0) {
                ViewThatFits(in: .horizontal) {
                    VStack(spacing: 0) {
                        Text("a"); Text("b")
                    }
                    Text("xyz")
                }
                .frame(height: 1)
                .clipped()
                Text("end")
            }
        }
        // Offered one row, the two-row stack is still chosen (centred in the row: "b" shows), as
        // only the width is checked.
        #expect(host.lines == [" b ", "end"])
    }

    @Test("children keep their state while another is shown")
    func statePersists() {
        struct Tally: View {
            @State var count = 0
            var body: some View { Button("n=\(count)") { count += 1 } }
        }
        let host = HeadlessHost(width: 20, height: 1) {
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 1) {
                    Tally(); Text("a long label")
                }
                Text("short")
            }
        }
        #expect(host.lines[0].contains("n=0"))
        let column = host.lines[0].distance(
            from: host.lines[0].startIndex, to: host.lines[0].range(of: "n=0")!.lowerBound)
        host.click(x: column, y: 0)
        #expect(host.lines[0].contains("n=1"))
        host.resize(width: 6, height: 1)
        #expect(host.lines == ["short "])
        host.resize(width: 20, height: 1)
        #expect(host.lines[0].contains("n=1"))
    }

    @Test("an empty ViewThatFits takes no space")
    func empty() {
        let host = HeadlessHost(width: 3, height: 1) {
            HStack(spacing: 0) {
                Text("a"); ViewThatFits { EmptyView() }; Text("b")
            }
        }
        #expect(host.lines == [" ab"] || host.lines == ["ab "])
    }
}
