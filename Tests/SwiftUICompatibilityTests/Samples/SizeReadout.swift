import Kinema

struct SizeReadout: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) pt")
                .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(width: 200, height: 48)
        .border(Color.gray)
    }
}
