import Foundation
import KinemaRender

/// The layer a sheet is drawn in: the whole screen (whatever view presented it), above everything
/// else. A scrim takes presses outside the sheet so the views beneath stay untouched.
struct SheetLayer<Content: View>: View {
    let model: SheetModel
    /// Where the presenting view is on screen: the layer moves back to the screen's origin.
    let origin: CGPoint
    let level: Int
    let content: Content

    init(model: SheetModel, origin: CGPoint, level: Int, @ViewBuilder content: () -> Content) {
        self.model = model
        self.origin = origin
        self.level = level
        self.content = content()
    }

    var body: some View {
        let screen = currentHostLayoutSize ?? CGSize(width: 80, height: model.screenHeight)
        let sheetHeight = model.isFullScreen ? screen.height : max(screen.height - 1, 1)
        ZStack(alignment: .topLeading) {
            Color.clear
                .frame(width: screen.width, height: screen.height)
                .contentShape(Rectangle())
                .onTapGesture {}
            SheetChrome(model: model, level: level) { content }
                .frame(width: screen.width, height: sheetHeight)
                .modifier(SheetOffset(model: model))
        }
        .frame(width: screen.width, height: screen.height, alignment: .topLeading)
        .offset(x: -origin.x, y: -origin.y)
        .presentationLayer(1000 + Double(level))
        .onChange(of: Double(screen.height), initial: true) { _, height in model.resize(height: height) }
    }
}

/// Moves the sheet to its shown top edge: the only part that re-runs per frame of its motion.
struct SheetOffset: ViewModifier {
    let model: SheetModel

    func body(content: Content) -> some View {
        content.offset(y: CGFloat(model.top))
    }
}

/// The sheet itself: drag indicator, content, border, background; dragged as a whole (a
/// subview's own gesture, such as a scroll view's, wins where it is).
struct SheetChrome<Content: View>: View {
    let model: SheetModel
    let level: Int
    let content: Content

    init(model: SheetModel, level: Int, @ViewBuilder content: () -> Content) {
        self.model = model
        self.level = level
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 0) {
            if model.showsIndicator {
                Text("━━━━━━").foregroundColor(.gray).frame(maxWidth: .infinity)
            }
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .background(Color.default)
        .border(.gray, style: .rounded)
        .contentShape(Rectangle())
        .gesture(
            // Global coordinates: the sheet moves under the pointer, so its own space would too. A
            // cell of slop: a drag recognized at the press would cancel the buttons in the sheet.
            DragGesture(minimumDistance: 1, coordinateSpace: .global)
                .onChanged { model.dragChanged(translation: Double($0.translation.height)) }
                .onEnded { model.dragEnded(velocity: Double($0.velocity.height)) })
        .onKeyPress { press in
            // A sheet is modal: the keys its views leave go no further than the sheet (SwiftUI's
            // presenter gets no keys while a sheet is up). Esc dismisses it, unless interactive
            // dismissal is disabled: then Esc is refused here too.
            if press.key == .escape, !model.isInteractiveDismissDisabled { model.dismiss() }
            return .handled
        }
        .environment(\.sheetModel, model)
        .environment(\.presentationLevel, level + 1)
        .environment(\.dismiss, DismissAction(action: { [model] in model.dismiss() }))
        .environment(\.navigationModel, nil)
    }
}
