import Foundation
import Kinema

/// The "Interactive Animations" pane: a panel docked at the bottom, dragged up and down.
struct SheetView: View {
    let model: SheetModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Sheet · drag the panel, or ↑/↓ · q quits").bold()
                    Text(model.readout)
                }
                .padding(.horizontal, 1)
                panel(width: proxy.size.width, height: proxy.size.height)
                    .offset(y: model.top)
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .onAppear { model.layout(height: proxy.size.height) }
            .onChange(of: proxy.size.height) { _, height in model.layout(height: height) }
        }
        .onKeyPress(.upArrow) {
            model.step(-1)
            return .handled
        }
        .onKeyPress(.downArrow) {
            model.step(1)
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }

    private func panel(width: Double, height: Double) -> some View {
        VStack(spacing: 0) {
            Text("━━━━━━")
            Text("Details").bold()
            Text("")
            ForEach(1..<8, id: \.self) { line in
                Text("line \(line) of the sheet's content")
            }
            Spacer(minLength: 0)
        }
        .frame(width: max(width - 2, 1), height: max(height - 2, 1))
        .border(.cyan, style: .rounded)
        .contentShape(Rectangle())
        .gesture(
            // Global coordinates: the panel moves under the pointer, so its own space would too.
            DragGesture(minimumDistance: 0, coordinateSpace: .global)
                .onChanged { value in model.dragChanged(translation: value.translation.height) }
                .onEnded { value in
                    model.dragEnded(
                        velocity: value.velocity.height,
                        predictedExtra: value.predictedEndTranslation.height - value.translation.height)
                })
    }
}
