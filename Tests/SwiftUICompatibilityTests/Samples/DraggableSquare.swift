import Kinema

struct DraggableSquare: View {
    @State private var offset = CGSize.zero

    var body: some View {
        Rectangle()
            .fill(Color.orange)
            .frame(width: 40, height: 32)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
            )
            .frame(width: 200, height: 128)
    }
}
