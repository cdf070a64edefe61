#include "lab/LabAlgorithm.h"

namespace lab {

const char* algorithmName(Algorithm algorithm) {
    switch (algorithm) {
        case Algorithm::Boxes: return "Boxes (AABB filter)";
        case Algorithm::EvenOdd: return "Even-odd (crossings)";
        case Algorithm::Nonzero: return "Nonzero (signed count)";
        case Algorithm::Sat: return "SAT, whole shapes";
        case Algorithm::Pieces: return "Convex pieces + SAT";
        case Algorithm::CircleExact: return "Circle vs polygon";
        case Algorithm::CircleEdgeNormals: return "Circle, edge normals";
        case Algorithm::Polar: return "Polar distance";
        case Algorithm::VerticesInside: return "Vertex inside";
        case Algorithm::EdgesCross: return "Edges cross only";
    }
    return "?";
}

}  // namespace lab
