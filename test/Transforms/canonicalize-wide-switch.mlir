// reclaim-canonicalize on a cf.switch with more than 256 successors: asking
// a cf.switch for the operands of each successor costs its number of cases
// each time, so upstream's cf.switch patterns and region dead-value
// elimination (runRegionDCE) are quadratic in the cases. Beyond 256
// successors the driver applies no patterns to the terminator, takes no
// known conditions from it and only erases unreachable blocks in the
// regions around it, and says so in a remark; everything else is still
// canonicalized (the constants below go to the entry block, the dead
// arith.addi goes away). The program still runs correctly under both
// pipelines: case i forwards a buffer holding i, the default one holding
// -1 (the remark goes to stderr too, so the printed values are checked in
// order, not line by line). A pipeline remarks once, from its first
// reclaim-canonicalize (the later ones have wide-branch-remarks=0).
//
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-canonicalize{nested=1})' 2>&1 | FileCheck %s
// RUN: reclaim-opt %s --reclaim-pipeline -o /dev/null 2>&1 | grep "successors (more than 256)" | count 1
// RUN: reclaim-opt %s --reclaim-dealloc-pipeline -o /dev/null 2>&1 | grep "successors (more than 256)" | count 1
// RUN: reclaim-opt %s --pass-pipeline='builtin.module(reclaim-canonicalize{nested=1 wide-branch-remarks=0})' -o /dev/null 2>&1 | count 0
// RUN: reclaim-run %s --pipeline=reclaim-pipeline --reference 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: reclaim-run %s --pipeline=reclaim-dealloc-pipeline --reference 2>&1 | FileCheck %s --check-prefix=EXEC
//
// CHECK: canonicalize-wide-switch.mlir:[[@LINE+15]]:3: remark: reclaim-canonicalize: 'cf.switch' has 301 successors (more than 256): no patterns applied to it and no dead-value elimination in the regions of 'func.func' (both would cost the successors squared)
// CHECK-LABEL: func.func @wide
// CHECK-NOT: arith.addi
// CHECK: cf.switch
// EXEC: 0
// EXEC: 150
// EXEC: 299
// EXEC: -1
// EXEC: defects: none
func.func @wide(%x: i32) -> f32 {
  %i = arith.constant 0 : index
  %m1 = arith.constant -1.0 : f32
  %d = memref.alloc() : memref<8xf32>
  memref.store %m1, %d[%i] : memref<8xf32>
  %dead = arith.addi %x, %x : i32
  cf.switch %x : i32, [
    default: ^m(%d : memref<8xf32>),
    0: ^c0,
    1: ^c1,
    2: ^c2,
    3: ^c3,
    4: ^c4,
    5: ^c5,
    6: ^c6,
    7: ^c7,
    8: ^c8,
    9: ^c9,
    10: ^c10,
    11: ^c11,
    12: ^c12,
    13: ^c13,
    14: ^c14,
    15: ^c15,
    16: ^c16,
    17: ^c17,
    18: ^c18,
    19: ^c19,
    20: ^c20,
    21: ^c21,
    22: ^c22,
    23: ^c23,
    24: ^c24,
    25: ^c25,
    26: ^c26,
    27: ^c27,
    28: ^c28,
    29: ^c29,
    30: ^c30,
    31: ^c31,
    32: ^c32,
    33: ^c33,
    34: ^c34,
    35: ^c35,
    36: ^c36,
    37: ^c37,
    38: ^c38,
    39: ^c39,
    40: ^c40,
    41: ^c41,
    42: ^c42,
    43: ^c43,
    44: ^c44,
    45: ^c45,
    46: ^c46,
    47: ^c47,
    48: ^c48,
    49: ^c49,
    50: ^c50,
    51: ^c51,
    52: ^c52,
    53: ^c53,
    54: ^c54,
    55: ^c55,
    56: ^c56,
    57: ^c57,
    58: ^c58,
    59: ^c59,
    60: ^c60,
    61: ^c61,
    62: ^c62,
    63: ^c63,
    64: ^c64,
    65: ^c65,
    66: ^c66,
    67: ^c67,
    68: ^c68,
    69: ^c69,
    70: ^c70,
    71: ^c71,
    72: ^c72,
    73: ^c73,
    74: ^c74,
    75: ^c75,
    76: ^c76,
    77: ^c77,
    78: ^c78,
    79: ^c79,
    80: ^c80,
    81: ^c81,
    82: ^c82,
    83: ^c83,
    84: ^c84,
    85: ^c85,
    86: ^c86,
    87: ^c87,
    88: ^c88,
    89: ^c89,
    90: ^c90,
    91: ^c91,
    92: ^c92,
    93: ^c93,
    94: ^c94,
    95: ^c95,
    96: ^c96,
    97: ^c97,
    98: ^c98,
    99: ^c99,
    100: ^c100,
    101: ^c101,
    102: ^c102,
    103: ^c103,
    104: ^c104,
    105: ^c105,
    106: ^c106,
    107: ^c107,
    108: ^c108,
    109: ^c109,
    110: ^c110,
    111: ^c111,
    112: ^c112,
    113: ^c113,
    114: ^c114,
    115: ^c115,
    116: ^c116,
    117: ^c117,
    118: ^c118,
    119: ^c119,
    120: ^c120,
    121: ^c121,
    122: ^c122,
    123: ^c123,
    124: ^c124,
    125: ^c125,
    126: ^c126,
    127: ^c127,
    128: ^c128,
    129: ^c129,
    130: ^c130,
    131: ^c131,
    132: ^c132,
    133: ^c133,
    134: ^c134,
    135: ^c135,
    136: ^c136,
    137: ^c137,
    138: ^c138,
    139: ^c139,
    140: ^c140,
    141: ^c141,
    142: ^c142,
    143: ^c143,
    144: ^c144,
    145: ^c145,
    146: ^c146,
    147: ^c147,
    148: ^c148,
    149: ^c149,
    150: ^c150,
    151: ^c151,
    152: ^c152,
    153: ^c153,
    154: ^c154,
    155: ^c155,
    156: ^c156,
    157: ^c157,
    158: ^c158,
    159: ^c159,
    160: ^c160,
    161: ^c161,
    162: ^c162,
    163: ^c163,
    164: ^c164,
    165: ^c165,
    166: ^c166,
    167: ^c167,
    168: ^c168,
    169: ^c169,
    170: ^c170,
    171: ^c171,
    172: ^c172,
    173: ^c173,
    174: ^c174,
    175: ^c175,
    176: ^c176,
    177: ^c177,
    178: ^c178,
    179: ^c179,
    180: ^c180,
    181: ^c181,
    182: ^c182,
    183: ^c183,
    184: ^c184,
    185: ^c185,
    186: ^c186,
    187: ^c187,
    188: ^c188,
    189: ^c189,
    190: ^c190,
    191: ^c191,
    192: ^c192,
    193: ^c193,
    194: ^c194,
    195: ^c195,
    196: ^c196,
    197: ^c197,
    198: ^c198,
    199: ^c199,
    200: ^c200,
    201: ^c201,
    202: ^c202,
    203: ^c203,
    204: ^c204,
    205: ^c205,
    206: ^c206,
    207: ^c207,
    208: ^c208,
    209: ^c209,
    210: ^c210,
    211: ^c211,
    212: ^c212,
    213: ^c213,
    214: ^c214,
    215: ^c215,
    216: ^c216,
    217: ^c217,
    218: ^c218,
    219: ^c219,
    220: ^c220,
    221: ^c221,
    222: ^c222,
    223: ^c223,
    224: ^c224,
    225: ^c225,
    226: ^c226,
    227: ^c227,
    228: ^c228,
    229: ^c229,
    230: ^c230,
    231: ^c231,
    232: ^c232,
    233: ^c233,
    234: ^c234,
    235: ^c235,
    236: ^c236,
    237: ^c237,
    238: ^c238,
    239: ^c239,
    240: ^c240,
    241: ^c241,
    242: ^c242,
    243: ^c243,
    244: ^c244,
    245: ^c245,
    246: ^c246,
    247: ^c247,
    248: ^c248,
    249: ^c249,
    250: ^c250,
    251: ^c251,
    252: ^c252,
    253: ^c253,
    254: ^c254,
    255: ^c255,
    256: ^c256,
    257: ^c257,
    258: ^c258,
    259: ^c259,
    260: ^c260,
    261: ^c261,
    262: ^c262,
    263: ^c263,
    264: ^c264,
    265: ^c265,
    266: ^c266,
    267: ^c267,
    268: ^c268,
    269: ^c269,
    270: ^c270,
    271: ^c271,
    272: ^c272,
    273: ^c273,
    274: ^c274,
    275: ^c275,
    276: ^c276,
    277: ^c277,
    278: ^c278,
    279: ^c279,
    280: ^c280,
    281: ^c281,
    282: ^c282,
    283: ^c283,
    284: ^c284,
    285: ^c285,
    286: ^c286,
    287: ^c287,
    288: ^c288,
    289: ^c289,
    290: ^c290,
    291: ^c291,
    292: ^c292,
    293: ^c293,
    294: ^c294,
    295: ^c295,
    296: ^c296,
    297: ^c297,
    298: ^c298,
    299: ^c299
  ]
^c0:
  %a0 = memref.alloc() : memref<8xf32>
  %v0 = arith.constant 0.0 : f32
  memref.store %v0, %a0[%i] : memref<8xf32>
  cf.br ^m(%a0 : memref<8xf32>)
^c1:
  %a1 = memref.alloc() : memref<8xf32>
  %v1 = arith.constant 1.0 : f32
  memref.store %v1, %a1[%i] : memref<8xf32>
  cf.br ^m(%a1 : memref<8xf32>)
^c2:
  %a2 = memref.alloc() : memref<8xf32>
  %v2 = arith.constant 2.0 : f32
  memref.store %v2, %a2[%i] : memref<8xf32>
  cf.br ^m(%a2 : memref<8xf32>)
^c3:
  %a3 = memref.alloc() : memref<8xf32>
  %v3 = arith.constant 3.0 : f32
  memref.store %v3, %a3[%i] : memref<8xf32>
  cf.br ^m(%a3 : memref<8xf32>)
^c4:
  %a4 = memref.alloc() : memref<8xf32>
  %v4 = arith.constant 4.0 : f32
  memref.store %v4, %a4[%i] : memref<8xf32>
  cf.br ^m(%a4 : memref<8xf32>)
^c5:
  %a5 = memref.alloc() : memref<8xf32>
  %v5 = arith.constant 5.0 : f32
  memref.store %v5, %a5[%i] : memref<8xf32>
  cf.br ^m(%a5 : memref<8xf32>)
^c6:
  %a6 = memref.alloc() : memref<8xf32>
  %v6 = arith.constant 6.0 : f32
  memref.store %v6, %a6[%i] : memref<8xf32>
  cf.br ^m(%a6 : memref<8xf32>)
^c7:
  %a7 = memref.alloc() : memref<8xf32>
  %v7 = arith.constant 7.0 : f32
  memref.store %v7, %a7[%i] : memref<8xf32>
  cf.br ^m(%a7 : memref<8xf32>)
^c8:
  %a8 = memref.alloc() : memref<8xf32>
  %v8 = arith.constant 8.0 : f32
  memref.store %v8, %a8[%i] : memref<8xf32>
  cf.br ^m(%a8 : memref<8xf32>)
^c9:
  %a9 = memref.alloc() : memref<8xf32>
  %v9 = arith.constant 9.0 : f32
  memref.store %v9, %a9[%i] : memref<8xf32>
  cf.br ^m(%a9 : memref<8xf32>)
^c10:
  %a10 = memref.alloc() : memref<8xf32>
  %v10 = arith.constant 10.0 : f32
  memref.store %v10, %a10[%i] : memref<8xf32>
  cf.br ^m(%a10 : memref<8xf32>)
^c11:
  %a11 = memref.alloc() : memref<8xf32>
  %v11 = arith.constant 11.0 : f32
  memref.store %v11, %a11[%i] : memref<8xf32>
  cf.br ^m(%a11 : memref<8xf32>)
^c12:
  %a12 = memref.alloc() : memref<8xf32>
  %v12 = arith.constant 12.0 : f32
  memref.store %v12, %a12[%i] : memref<8xf32>
  cf.br ^m(%a12 : memref<8xf32>)
^c13:
  %a13 = memref.alloc() : memref<8xf32>
  %v13 = arith.constant 13.0 : f32
  memref.store %v13, %a13[%i] : memref<8xf32>
  cf.br ^m(%a13 : memref<8xf32>)
^c14:
  %a14 = memref.alloc() : memref<8xf32>
  %v14 = arith.constant 14.0 : f32
  memref.store %v14, %a14[%i] : memref<8xf32>
  cf.br ^m(%a14 : memref<8xf32>)
^c15:
  %a15 = memref.alloc() : memref<8xf32>
  %v15 = arith.constant 15.0 : f32
  memref.store %v15, %a15[%i] : memref<8xf32>
  cf.br ^m(%a15 : memref<8xf32>)
^c16:
  %a16 = memref.alloc() : memref<8xf32>
  %v16 = arith.constant 16.0 : f32
  memref.store %v16, %a16[%i] : memref<8xf32>
  cf.br ^m(%a16 : memref<8xf32>)
^c17:
  %a17 = memref.alloc() : memref<8xf32>
  %v17 = arith.constant 17.0 : f32
  memref.store %v17, %a17[%i] : memref<8xf32>
  cf.br ^m(%a17 : memref<8xf32>)
^c18:
  %a18 = memref.alloc() : memref<8xf32>
  %v18 = arith.constant 18.0 : f32
  memref.store %v18, %a18[%i] : memref<8xf32>
  cf.br ^m(%a18 : memref<8xf32>)
^c19:
  %a19 = memref.alloc() : memref<8xf32>
  %v19 = arith.constant 19.0 : f32
  memref.store %v19, %a19[%i] : memref<8xf32>
  cf.br ^m(%a19 : memref<8xf32>)
^c20:
  %a20 = memref.alloc() : memref<8xf32>
  %v20 = arith.constant 20.0 : f32
  memref.store %v20, %a20[%i] : memref<8xf32>
  cf.br ^m(%a20 : memref<8xf32>)
^c21:
  %a21 = memref.alloc() : memref<8xf32>
  %v21 = arith.constant 21.0 : f32
  memref.store %v21, %a21[%i] : memref<8xf32>
  cf.br ^m(%a21 : memref<8xf32>)
^c22:
  %a22 = memref.alloc() : memref<8xf32>
  %v22 = arith.constant 22.0 : f32
  memref.store %v22, %a22[%i] : memref<8xf32>
  cf.br ^m(%a22 : memref<8xf32>)
^c23:
  %a23 = memref.alloc() : memref<8xf32>
  %v23 = arith.constant 23.0 : f32
  memref.store %v23, %a23[%i] : memref<8xf32>
  cf.br ^m(%a23 : memref<8xf32>)
^c24:
  %a24 = memref.alloc() : memref<8xf32>
  %v24 = arith.constant 24.0 : f32
  memref.store %v24, %a24[%i] : memref<8xf32>
  cf.br ^m(%a24 : memref<8xf32>)
^c25:
  %a25 = memref.alloc() : memref<8xf32>
  %v25 = arith.constant 25.0 : f32
  memref.store %v25, %a25[%i] : memref<8xf32>
  cf.br ^m(%a25 : memref<8xf32>)
^c26:
  %a26 = memref.alloc() : memref<8xf32>
  %v26 = arith.constant 26.0 : f32
  memref.store %v26, %a26[%i] : memref<8xf32>
  cf.br ^m(%a26 : memref<8xf32>)
^c27:
  %a27 = memref.alloc() : memref<8xf32>
  %v27 = arith.constant 27.0 : f32
  memref.store %v27, %a27[%i] : memref<8xf32>
  cf.br ^m(%a27 : memref<8xf32>)
^c28:
  %a28 = memref.alloc() : memref<8xf32>
  %v28 = arith.constant 28.0 : f32
  memref.store %v28, %a28[%i] : memref<8xf32>
  cf.br ^m(%a28 : memref<8xf32>)
^c29:
  %a29 = memref.alloc() : memref<8xf32>
  %v29 = arith.constant 29.0 : f32
  memref.store %v29, %a29[%i] : memref<8xf32>
  cf.br ^m(%a29 : memref<8xf32>)
^c30:
  %a30 = memref.alloc() : memref<8xf32>
  %v30 = arith.constant 30.0 : f32
  memref.store %v30, %a30[%i] : memref<8xf32>
  cf.br ^m(%a30 : memref<8xf32>)
^c31:
  %a31 = memref.alloc() : memref<8xf32>
  %v31 = arith.constant 31.0 : f32
  memref.store %v31, %a31[%i] : memref<8xf32>
  cf.br ^m(%a31 : memref<8xf32>)
^c32:
  %a32 = memref.alloc() : memref<8xf32>
  %v32 = arith.constant 32.0 : f32
  memref.store %v32, %a32[%i] : memref<8xf32>
  cf.br ^m(%a32 : memref<8xf32>)
^c33:
  %a33 = memref.alloc() : memref<8xf32>
  %v33 = arith.constant 33.0 : f32
  memref.store %v33, %a33[%i] : memref<8xf32>
  cf.br ^m(%a33 : memref<8xf32>)
^c34:
  %a34 = memref.alloc() : memref<8xf32>
  %v34 = arith.constant 34.0 : f32
  memref.store %v34, %a34[%i] : memref<8xf32>
  cf.br ^m(%a34 : memref<8xf32>)
^c35:
  %a35 = memref.alloc() : memref<8xf32>
  %v35 = arith.constant 35.0 : f32
  memref.store %v35, %a35[%i] : memref<8xf32>
  cf.br ^m(%a35 : memref<8xf32>)
^c36:
  %a36 = memref.alloc() : memref<8xf32>
  %v36 = arith.constant 36.0 : f32
  memref.store %v36, %a36[%i] : memref<8xf32>
  cf.br ^m(%a36 : memref<8xf32>)
^c37:
  %a37 = memref.alloc() : memref<8xf32>
  %v37 = arith.constant 37.0 : f32
  memref.store %v37, %a37[%i] : memref<8xf32>
  cf.br ^m(%a37 : memref<8xf32>)
^c38:
  %a38 = memref.alloc() : memref<8xf32>
  %v38 = arith.constant 38.0 : f32
  memref.store %v38, %a38[%i] : memref<8xf32>
  cf.br ^m(%a38 : memref<8xf32>)
^c39:
  %a39 = memref.alloc() : memref<8xf32>
  %v39 = arith.constant 39.0 : f32
  memref.store %v39, %a39[%i] : memref<8xf32>
  cf.br ^m(%a39 : memref<8xf32>)
^c40:
  %a40 = memref.alloc() : memref<8xf32>
  %v40 = arith.constant 40.0 : f32
  memref.store %v40, %a40[%i] : memref<8xf32>
  cf.br ^m(%a40 : memref<8xf32>)
^c41:
  %a41 = memref.alloc() : memref<8xf32>
  %v41 = arith.constant 41.0 : f32
  memref.store %v41, %a41[%i] : memref<8xf32>
  cf.br ^m(%a41 : memref<8xf32>)
^c42:
  %a42 = memref.alloc() : memref<8xf32>
  %v42 = arith.constant 42.0 : f32
  memref.store %v42, %a42[%i] : memref<8xf32>
  cf.br ^m(%a42 : memref<8xf32>)
^c43:
  %a43 = memref.alloc() : memref<8xf32>
  %v43 = arith.constant 43.0 : f32
  memref.store %v43, %a43[%i] : memref<8xf32>
  cf.br ^m(%a43 : memref<8xf32>)
^c44:
  %a44 = memref.alloc() : memref<8xf32>
  %v44 = arith.constant 44.0 : f32
  memref.store %v44, %a44[%i] : memref<8xf32>
  cf.br ^m(%a44 : memref<8xf32>)
^c45:
  %a45 = memref.alloc() : memref<8xf32>
  %v45 = arith.constant 45.0 : f32
  memref.store %v45, %a45[%i] : memref<8xf32>
  cf.br ^m(%a45 : memref<8xf32>)
^c46:
  %a46 = memref.alloc() : memref<8xf32>
  %v46 = arith.constant 46.0 : f32
  memref.store %v46, %a46[%i] : memref<8xf32>
  cf.br ^m(%a46 : memref<8xf32>)
^c47:
  %a47 = memref.alloc() : memref<8xf32>
  %v47 = arith.constant 47.0 : f32
  memref.store %v47, %a47[%i] : memref<8xf32>
  cf.br ^m(%a47 : memref<8xf32>)
^c48:
  %a48 = memref.alloc() : memref<8xf32>
  %v48 = arith.constant 48.0 : f32
  memref.store %v48, %a48[%i] : memref<8xf32>
  cf.br ^m(%a48 : memref<8xf32>)
^c49:
  %a49 = memref.alloc() : memref<8xf32>
  %v49 = arith.constant 49.0 : f32
  memref.store %v49, %a49[%i] : memref<8xf32>
  cf.br ^m(%a49 : memref<8xf32>)
^c50:
  %a50 = memref.alloc() : memref<8xf32>
  %v50 = arith.constant 50.0 : f32
  memref.store %v50, %a50[%i] : memref<8xf32>
  cf.br ^m(%a50 : memref<8xf32>)
^c51:
  %a51 = memref.alloc() : memref<8xf32>
  %v51 = arith.constant 51.0 : f32
  memref.store %v51, %a51[%i] : memref<8xf32>
  cf.br ^m(%a51 : memref<8xf32>)
^c52:
  %a52 = memref.alloc() : memref<8xf32>
  %v52 = arith.constant 52.0 : f32
  memref.store %v52, %a52[%i] : memref<8xf32>
  cf.br ^m(%a52 : memref<8xf32>)
^c53:
  %a53 = memref.alloc() : memref<8xf32>
  %v53 = arith.constant 53.0 : f32
  memref.store %v53, %a53[%i] : memref<8xf32>
  cf.br ^m(%a53 : memref<8xf32>)
^c54:
  %a54 = memref.alloc() : memref<8xf32>
  %v54 = arith.constant 54.0 : f32
  memref.store %v54, %a54[%i] : memref<8xf32>
  cf.br ^m(%a54 : memref<8xf32>)
^c55:
  %a55 = memref.alloc() : memref<8xf32>
  %v55 = arith.constant 55.0 : f32
  memref.store %v55, %a55[%i] : memref<8xf32>
  cf.br ^m(%a55 : memref<8xf32>)
^c56:
  %a56 = memref.alloc() : memref<8xf32>
  %v56 = arith.constant 56.0 : f32
  memref.store %v56, %a56[%i] : memref<8xf32>
  cf.br ^m(%a56 : memref<8xf32>)
^c57:
  %a57 = memref.alloc() : memref<8xf32>
  %v57 = arith.constant 57.0 : f32
  memref.store %v57, %a57[%i] : memref<8xf32>
  cf.br ^m(%a57 : memref<8xf32>)
^c58:
  %a58 = memref.alloc() : memref<8xf32>
  %v58 = arith.constant 58.0 : f32
  memref.store %v58, %a58[%i] : memref<8xf32>
  cf.br ^m(%a58 : memref<8xf32>)
^c59:
  %a59 = memref.alloc() : memref<8xf32>
  %v59 = arith.constant 59.0 : f32
  memref.store %v59, %a59[%i] : memref<8xf32>
  cf.br ^m(%a59 : memref<8xf32>)
^c60:
  %a60 = memref.alloc() : memref<8xf32>
  %v60 = arith.constant 60.0 : f32
  memref.store %v60, %a60[%i] : memref<8xf32>
  cf.br ^m(%a60 : memref<8xf32>)
^c61:
  %a61 = memref.alloc() : memref<8xf32>
  %v61 = arith.constant 61.0 : f32
  memref.store %v61, %a61[%i] : memref<8xf32>
  cf.br ^m(%a61 : memref<8xf32>)
^c62:
  %a62 = memref.alloc() : memref<8xf32>
  %v62 = arith.constant 62.0 : f32
  memref.store %v62, %a62[%i] : memref<8xf32>
  cf.br ^m(%a62 : memref<8xf32>)
^c63:
  %a63 = memref.alloc() : memref<8xf32>
  %v63 = arith.constant 63.0 : f32
  memref.store %v63, %a63[%i] : memref<8xf32>
  cf.br ^m(%a63 : memref<8xf32>)
^c64:
  %a64 = memref.alloc() : memref<8xf32>
  %v64 = arith.constant 64.0 : f32
  memref.store %v64, %a64[%i] : memref<8xf32>
  cf.br ^m(%a64 : memref<8xf32>)
^c65:
  %a65 = memref.alloc() : memref<8xf32>
  %v65 = arith.constant 65.0 : f32
  memref.store %v65, %a65[%i] : memref<8xf32>
  cf.br ^m(%a65 : memref<8xf32>)
^c66:
  %a66 = memref.alloc() : memref<8xf32>
  %v66 = arith.constant 66.0 : f32
  memref.store %v66, %a66[%i] : memref<8xf32>
  cf.br ^m(%a66 : memref<8xf32>)
^c67:
  %a67 = memref.alloc() : memref<8xf32>
  %v67 = arith.constant 67.0 : f32
  memref.store %v67, %a67[%i] : memref<8xf32>
  cf.br ^m(%a67 : memref<8xf32>)
^c68:
  %a68 = memref.alloc() : memref<8xf32>
  %v68 = arith.constant 68.0 : f32
  memref.store %v68, %a68[%i] : memref<8xf32>
  cf.br ^m(%a68 : memref<8xf32>)
^c69:
  %a69 = memref.alloc() : memref<8xf32>
  %v69 = arith.constant 69.0 : f32
  memref.store %v69, %a69[%i] : memref<8xf32>
  cf.br ^m(%a69 : memref<8xf32>)
^c70:
  %a70 = memref.alloc() : memref<8xf32>
  %v70 = arith.constant 70.0 : f32
  memref.store %v70, %a70[%i] : memref<8xf32>
  cf.br ^m(%a70 : memref<8xf32>)
^c71:
  %a71 = memref.alloc() : memref<8xf32>
  %v71 = arith.constant 71.0 : f32
  memref.store %v71, %a71[%i] : memref<8xf32>
  cf.br ^m(%a71 : memref<8xf32>)
^c72:
  %a72 = memref.alloc() : memref<8xf32>
  %v72 = arith.constant 72.0 : f32
  memref.store %v72, %a72[%i] : memref<8xf32>
  cf.br ^m(%a72 : memref<8xf32>)
^c73:
  %a73 = memref.alloc() : memref<8xf32>
  %v73 = arith.constant 73.0 : f32
  memref.store %v73, %a73[%i] : memref<8xf32>
  cf.br ^m(%a73 : memref<8xf32>)
^c74:
  %a74 = memref.alloc() : memref<8xf32>
  %v74 = arith.constant 74.0 : f32
  memref.store %v74, %a74[%i] : memref<8xf32>
  cf.br ^m(%a74 : memref<8xf32>)
^c75:
  %a75 = memref.alloc() : memref<8xf32>
  %v75 = arith.constant 75.0 : f32
  memref.store %v75, %a75[%i] : memref<8xf32>
  cf.br ^m(%a75 : memref<8xf32>)
^c76:
  %a76 = memref.alloc() : memref<8xf32>
  %v76 = arith.constant 76.0 : f32
  memref.store %v76, %a76[%i] : memref<8xf32>
  cf.br ^m(%a76 : memref<8xf32>)
^c77:
  %a77 = memref.alloc() : memref<8xf32>
  %v77 = arith.constant 77.0 : f32
  memref.store %v77, %a77[%i] : memref<8xf32>
  cf.br ^m(%a77 : memref<8xf32>)
^c78:
  %a78 = memref.alloc() : memref<8xf32>
  %v78 = arith.constant 78.0 : f32
  memref.store %v78, %a78[%i] : memref<8xf32>
  cf.br ^m(%a78 : memref<8xf32>)
^c79:
  %a79 = memref.alloc() : memref<8xf32>
  %v79 = arith.constant 79.0 : f32
  memref.store %v79, %a79[%i] : memref<8xf32>
  cf.br ^m(%a79 : memref<8xf32>)
^c80:
  %a80 = memref.alloc() : memref<8xf32>
  %v80 = arith.constant 80.0 : f32
  memref.store %v80, %a80[%i] : memref<8xf32>
  cf.br ^m(%a80 : memref<8xf32>)
^c81:
  %a81 = memref.alloc() : memref<8xf32>
  %v81 = arith.constant 81.0 : f32
  memref.store %v81, %a81[%i] : memref<8xf32>
  cf.br ^m(%a81 : memref<8xf32>)
^c82:
  %a82 = memref.alloc() : memref<8xf32>
  %v82 = arith.constant 82.0 : f32
  memref.store %v82, %a82[%i] : memref<8xf32>
  cf.br ^m(%a82 : memref<8xf32>)
^c83:
  %a83 = memref.alloc() : memref<8xf32>
  %v83 = arith.constant 83.0 : f32
  memref.store %v83, %a83[%i] : memref<8xf32>
  cf.br ^m(%a83 : memref<8xf32>)
^c84:
  %a84 = memref.alloc() : memref<8xf32>
  %v84 = arith.constant 84.0 : f32
  memref.store %v84, %a84[%i] : memref<8xf32>
  cf.br ^m(%a84 : memref<8xf32>)
^c85:
  %a85 = memref.alloc() : memref<8xf32>
  %v85 = arith.constant 85.0 : f32
  memref.store %v85, %a85[%i] : memref<8xf32>
  cf.br ^m(%a85 : memref<8xf32>)
^c86:
  %a86 = memref.alloc() : memref<8xf32>
  %v86 = arith.constant 86.0 : f32
  memref.store %v86, %a86[%i] : memref<8xf32>
  cf.br ^m(%a86 : memref<8xf32>)
^c87:
  %a87 = memref.alloc() : memref<8xf32>
  %v87 = arith.constant 87.0 : f32
  memref.store %v87, %a87[%i] : memref<8xf32>
  cf.br ^m(%a87 : memref<8xf32>)
^c88:
  %a88 = memref.alloc() : memref<8xf32>
  %v88 = arith.constant 88.0 : f32
  memref.store %v88, %a88[%i] : memref<8xf32>
  cf.br ^m(%a88 : memref<8xf32>)
^c89:
  %a89 = memref.alloc() : memref<8xf32>
  %v89 = arith.constant 89.0 : f32
  memref.store %v89, %a89[%i] : memref<8xf32>
  cf.br ^m(%a89 : memref<8xf32>)
^c90:
  %a90 = memref.alloc() : memref<8xf32>
  %v90 = arith.constant 90.0 : f32
  memref.store %v90, %a90[%i] : memref<8xf32>
  cf.br ^m(%a90 : memref<8xf32>)
^c91:
  %a91 = memref.alloc() : memref<8xf32>
  %v91 = arith.constant 91.0 : f32
  memref.store %v91, %a91[%i] : memref<8xf32>
  cf.br ^m(%a91 : memref<8xf32>)
^c92:
  %a92 = memref.alloc() : memref<8xf32>
  %v92 = arith.constant 92.0 : f32
  memref.store %v92, %a92[%i] : memref<8xf32>
  cf.br ^m(%a92 : memref<8xf32>)
^c93:
  %a93 = memref.alloc() : memref<8xf32>
  %v93 = arith.constant 93.0 : f32
  memref.store %v93, %a93[%i] : memref<8xf32>
  cf.br ^m(%a93 : memref<8xf32>)
^c94:
  %a94 = memref.alloc() : memref<8xf32>
  %v94 = arith.constant 94.0 : f32
  memref.store %v94, %a94[%i] : memref<8xf32>
  cf.br ^m(%a94 : memref<8xf32>)
^c95:
  %a95 = memref.alloc() : memref<8xf32>
  %v95 = arith.constant 95.0 : f32
  memref.store %v95, %a95[%i] : memref<8xf32>
  cf.br ^m(%a95 : memref<8xf32>)
^c96:
  %a96 = memref.alloc() : memref<8xf32>
  %v96 = arith.constant 96.0 : f32
  memref.store %v96, %a96[%i] : memref<8xf32>
  cf.br ^m(%a96 : memref<8xf32>)
^c97:
  %a97 = memref.alloc() : memref<8xf32>
  %v97 = arith.constant 97.0 : f32
  memref.store %v97, %a97[%i] : memref<8xf32>
  cf.br ^m(%a97 : memref<8xf32>)
^c98:
  %a98 = memref.alloc() : memref<8xf32>
  %v98 = arith.constant 98.0 : f32
  memref.store %v98, %a98[%i] : memref<8xf32>
  cf.br ^m(%a98 : memref<8xf32>)
^c99:
  %a99 = memref.alloc() : memref<8xf32>
  %v99 = arith.constant 99.0 : f32
  memref.store %v99, %a99[%i] : memref<8xf32>
  cf.br ^m(%a99 : memref<8xf32>)
^c100:
  %a100 = memref.alloc() : memref<8xf32>
  %v100 = arith.constant 100.0 : f32
  memref.store %v100, %a100[%i] : memref<8xf32>
  cf.br ^m(%a100 : memref<8xf32>)
^c101:
  %a101 = memref.alloc() : memref<8xf32>
  %v101 = arith.constant 101.0 : f32
  memref.store %v101, %a101[%i] : memref<8xf32>
  cf.br ^m(%a101 : memref<8xf32>)
^c102:
  %a102 = memref.alloc() : memref<8xf32>
  %v102 = arith.constant 102.0 : f32
  memref.store %v102, %a102[%i] : memref<8xf32>
  cf.br ^m(%a102 : memref<8xf32>)
^c103:
  %a103 = memref.alloc() : memref<8xf32>
  %v103 = arith.constant 103.0 : f32
  memref.store %v103, %a103[%i] : memref<8xf32>
  cf.br ^m(%a103 : memref<8xf32>)
^c104:
  %a104 = memref.alloc() : memref<8xf32>
  %v104 = arith.constant 104.0 : f32
  memref.store %v104, %a104[%i] : memref<8xf32>
  cf.br ^m(%a104 : memref<8xf32>)
^c105:
  %a105 = memref.alloc() : memref<8xf32>
  %v105 = arith.constant 105.0 : f32
  memref.store %v105, %a105[%i] : memref<8xf32>
  cf.br ^m(%a105 : memref<8xf32>)
^c106:
  %a106 = memref.alloc() : memref<8xf32>
  %v106 = arith.constant 106.0 : f32
  memref.store %v106, %a106[%i] : memref<8xf32>
  cf.br ^m(%a106 : memref<8xf32>)
^c107:
  %a107 = memref.alloc() : memref<8xf32>
  %v107 = arith.constant 107.0 : f32
  memref.store %v107, %a107[%i] : memref<8xf32>
  cf.br ^m(%a107 : memref<8xf32>)
^c108:
  %a108 = memref.alloc() : memref<8xf32>
  %v108 = arith.constant 108.0 : f32
  memref.store %v108, %a108[%i] : memref<8xf32>
  cf.br ^m(%a108 : memref<8xf32>)
^c109:
  %a109 = memref.alloc() : memref<8xf32>
  %v109 = arith.constant 109.0 : f32
  memref.store %v109, %a109[%i] : memref<8xf32>
  cf.br ^m(%a109 : memref<8xf32>)
^c110:
  %a110 = memref.alloc() : memref<8xf32>
  %v110 = arith.constant 110.0 : f32
  memref.store %v110, %a110[%i] : memref<8xf32>
  cf.br ^m(%a110 : memref<8xf32>)
^c111:
  %a111 = memref.alloc() : memref<8xf32>
  %v111 = arith.constant 111.0 : f32
  memref.store %v111, %a111[%i] : memref<8xf32>
  cf.br ^m(%a111 : memref<8xf32>)
^c112:
  %a112 = memref.alloc() : memref<8xf32>
  %v112 = arith.constant 112.0 : f32
  memref.store %v112, %a112[%i] : memref<8xf32>
  cf.br ^m(%a112 : memref<8xf32>)
^c113:
  %a113 = memref.alloc() : memref<8xf32>
  %v113 = arith.constant 113.0 : f32
  memref.store %v113, %a113[%i] : memref<8xf32>
  cf.br ^m(%a113 : memref<8xf32>)
^c114:
  %a114 = memref.alloc() : memref<8xf32>
  %v114 = arith.constant 114.0 : f32
  memref.store %v114, %a114[%i] : memref<8xf32>
  cf.br ^m(%a114 : memref<8xf32>)
^c115:
  %a115 = memref.alloc() : memref<8xf32>
  %v115 = arith.constant 115.0 : f32
  memref.store %v115, %a115[%i] : memref<8xf32>
  cf.br ^m(%a115 : memref<8xf32>)
^c116:
  %a116 = memref.alloc() : memref<8xf32>
  %v116 = arith.constant 116.0 : f32
  memref.store %v116, %a116[%i] : memref<8xf32>
  cf.br ^m(%a116 : memref<8xf32>)
^c117:
  %a117 = memref.alloc() : memref<8xf32>
  %v117 = arith.constant 117.0 : f32
  memref.store %v117, %a117[%i] : memref<8xf32>
  cf.br ^m(%a117 : memref<8xf32>)
^c118:
  %a118 = memref.alloc() : memref<8xf32>
  %v118 = arith.constant 118.0 : f32
  memref.store %v118, %a118[%i] : memref<8xf32>
  cf.br ^m(%a118 : memref<8xf32>)
^c119:
  %a119 = memref.alloc() : memref<8xf32>
  %v119 = arith.constant 119.0 : f32
  memref.store %v119, %a119[%i] : memref<8xf32>
  cf.br ^m(%a119 : memref<8xf32>)
^c120:
  %a120 = memref.alloc() : memref<8xf32>
  %v120 = arith.constant 120.0 : f32
  memref.store %v120, %a120[%i] : memref<8xf32>
  cf.br ^m(%a120 : memref<8xf32>)
^c121:
  %a121 = memref.alloc() : memref<8xf32>
  %v121 = arith.constant 121.0 : f32
  memref.store %v121, %a121[%i] : memref<8xf32>
  cf.br ^m(%a121 : memref<8xf32>)
^c122:
  %a122 = memref.alloc() : memref<8xf32>
  %v122 = arith.constant 122.0 : f32
  memref.store %v122, %a122[%i] : memref<8xf32>
  cf.br ^m(%a122 : memref<8xf32>)
^c123:
  %a123 = memref.alloc() : memref<8xf32>
  %v123 = arith.constant 123.0 : f32
  memref.store %v123, %a123[%i] : memref<8xf32>
  cf.br ^m(%a123 : memref<8xf32>)
^c124:
  %a124 = memref.alloc() : memref<8xf32>
  %v124 = arith.constant 124.0 : f32
  memref.store %v124, %a124[%i] : memref<8xf32>
  cf.br ^m(%a124 : memref<8xf32>)
^c125:
  %a125 = memref.alloc() : memref<8xf32>
  %v125 = arith.constant 125.0 : f32
  memref.store %v125, %a125[%i] : memref<8xf32>
  cf.br ^m(%a125 : memref<8xf32>)
^c126:
  %a126 = memref.alloc() : memref<8xf32>
  %v126 = arith.constant 126.0 : f32
  memref.store %v126, %a126[%i] : memref<8xf32>
  cf.br ^m(%a126 : memref<8xf32>)
^c127:
  %a127 = memref.alloc() : memref<8xf32>
  %v127 = arith.constant 127.0 : f32
  memref.store %v127, %a127[%i] : memref<8xf32>
  cf.br ^m(%a127 : memref<8xf32>)
^c128:
  %a128 = memref.alloc() : memref<8xf32>
  %v128 = arith.constant 128.0 : f32
  memref.store %v128, %a128[%i] : memref<8xf32>
  cf.br ^m(%a128 : memref<8xf32>)
^c129:
  %a129 = memref.alloc() : memref<8xf32>
  %v129 = arith.constant 129.0 : f32
  memref.store %v129, %a129[%i] : memref<8xf32>
  cf.br ^m(%a129 : memref<8xf32>)
^c130:
  %a130 = memref.alloc() : memref<8xf32>
  %v130 = arith.constant 130.0 : f32
  memref.store %v130, %a130[%i] : memref<8xf32>
  cf.br ^m(%a130 : memref<8xf32>)
^c131:
  %a131 = memref.alloc() : memref<8xf32>
  %v131 = arith.constant 131.0 : f32
  memref.store %v131, %a131[%i] : memref<8xf32>
  cf.br ^m(%a131 : memref<8xf32>)
^c132:
  %a132 = memref.alloc() : memref<8xf32>
  %v132 = arith.constant 132.0 : f32
  memref.store %v132, %a132[%i] : memref<8xf32>
  cf.br ^m(%a132 : memref<8xf32>)
^c133:
  %a133 = memref.alloc() : memref<8xf32>
  %v133 = arith.constant 133.0 : f32
  memref.store %v133, %a133[%i] : memref<8xf32>
  cf.br ^m(%a133 : memref<8xf32>)
^c134:
  %a134 = memref.alloc() : memref<8xf32>
  %v134 = arith.constant 134.0 : f32
  memref.store %v134, %a134[%i] : memref<8xf32>
  cf.br ^m(%a134 : memref<8xf32>)
^c135:
  %a135 = memref.alloc() : memref<8xf32>
  %v135 = arith.constant 135.0 : f32
  memref.store %v135, %a135[%i] : memref<8xf32>
  cf.br ^m(%a135 : memref<8xf32>)
^c136:
  %a136 = memref.alloc() : memref<8xf32>
  %v136 = arith.constant 136.0 : f32
  memref.store %v136, %a136[%i] : memref<8xf32>
  cf.br ^m(%a136 : memref<8xf32>)
^c137:
  %a137 = memref.alloc() : memref<8xf32>
  %v137 = arith.constant 137.0 : f32
  memref.store %v137, %a137[%i] : memref<8xf32>
  cf.br ^m(%a137 : memref<8xf32>)
^c138:
  %a138 = memref.alloc() : memref<8xf32>
  %v138 = arith.constant 138.0 : f32
  memref.store %v138, %a138[%i] : memref<8xf32>
  cf.br ^m(%a138 : memref<8xf32>)
^c139:
  %a139 = memref.alloc() : memref<8xf32>
  %v139 = arith.constant 139.0 : f32
  memref.store %v139, %a139[%i] : memref<8xf32>
  cf.br ^m(%a139 : memref<8xf32>)
^c140:
  %a140 = memref.alloc() : memref<8xf32>
  %v140 = arith.constant 140.0 : f32
  memref.store %v140, %a140[%i] : memref<8xf32>
  cf.br ^m(%a140 : memref<8xf32>)
^c141:
  %a141 = memref.alloc() : memref<8xf32>
  %v141 = arith.constant 141.0 : f32
  memref.store %v141, %a141[%i] : memref<8xf32>
  cf.br ^m(%a141 : memref<8xf32>)
^c142:
  %a142 = memref.alloc() : memref<8xf32>
  %v142 = arith.constant 142.0 : f32
  memref.store %v142, %a142[%i] : memref<8xf32>
  cf.br ^m(%a142 : memref<8xf32>)
^c143:
  %a143 = memref.alloc() : memref<8xf32>
  %v143 = arith.constant 143.0 : f32
  memref.store %v143, %a143[%i] : memref<8xf32>
  cf.br ^m(%a143 : memref<8xf32>)
^c144:
  %a144 = memref.alloc() : memref<8xf32>
  %v144 = arith.constant 144.0 : f32
  memref.store %v144, %a144[%i] : memref<8xf32>
  cf.br ^m(%a144 : memref<8xf32>)
^c145:
  %a145 = memref.alloc() : memref<8xf32>
  %v145 = arith.constant 145.0 : f32
  memref.store %v145, %a145[%i] : memref<8xf32>
  cf.br ^m(%a145 : memref<8xf32>)
^c146:
  %a146 = memref.alloc() : memref<8xf32>
  %v146 = arith.constant 146.0 : f32
  memref.store %v146, %a146[%i] : memref<8xf32>
  cf.br ^m(%a146 : memref<8xf32>)
^c147:
  %a147 = memref.alloc() : memref<8xf32>
  %v147 = arith.constant 147.0 : f32
  memref.store %v147, %a147[%i] : memref<8xf32>
  cf.br ^m(%a147 : memref<8xf32>)
^c148:
  %a148 = memref.alloc() : memref<8xf32>
  %v148 = arith.constant 148.0 : f32
  memref.store %v148, %a148[%i] : memref<8xf32>
  cf.br ^m(%a148 : memref<8xf32>)
^c149:
  %a149 = memref.alloc() : memref<8xf32>
  %v149 = arith.constant 149.0 : f32
  memref.store %v149, %a149[%i] : memref<8xf32>
  cf.br ^m(%a149 : memref<8xf32>)
^c150:
  %a150 = memref.alloc() : memref<8xf32>
  %v150 = arith.constant 150.0 : f32
  memref.store %v150, %a150[%i] : memref<8xf32>
  cf.br ^m(%a150 : memref<8xf32>)
^c151:
  %a151 = memref.alloc() : memref<8xf32>
  %v151 = arith.constant 151.0 : f32
  memref.store %v151, %a151[%i] : memref<8xf32>
  cf.br ^m(%a151 : memref<8xf32>)
^c152:
  %a152 = memref.alloc() : memref<8xf32>
  %v152 = arith.constant 152.0 : f32
  memref.store %v152, %a152[%i] : memref<8xf32>
  cf.br ^m(%a152 : memref<8xf32>)
^c153:
  %a153 = memref.alloc() : memref<8xf32>
  %v153 = arith.constant 153.0 : f32
  memref.store %v153, %a153[%i] : memref<8xf32>
  cf.br ^m(%a153 : memref<8xf32>)
^c154:
  %a154 = memref.alloc() : memref<8xf32>
  %v154 = arith.constant 154.0 : f32
  memref.store %v154, %a154[%i] : memref<8xf32>
  cf.br ^m(%a154 : memref<8xf32>)
^c155:
  %a155 = memref.alloc() : memref<8xf32>
  %v155 = arith.constant 155.0 : f32
  memref.store %v155, %a155[%i] : memref<8xf32>
  cf.br ^m(%a155 : memref<8xf32>)
^c156:
  %a156 = memref.alloc() : memref<8xf32>
  %v156 = arith.constant 156.0 : f32
  memref.store %v156, %a156[%i] : memref<8xf32>
  cf.br ^m(%a156 : memref<8xf32>)
^c157:
  %a157 = memref.alloc() : memref<8xf32>
  %v157 = arith.constant 157.0 : f32
  memref.store %v157, %a157[%i] : memref<8xf32>
  cf.br ^m(%a157 : memref<8xf32>)
^c158:
  %a158 = memref.alloc() : memref<8xf32>
  %v158 = arith.constant 158.0 : f32
  memref.store %v158, %a158[%i] : memref<8xf32>
  cf.br ^m(%a158 : memref<8xf32>)
^c159:
  %a159 = memref.alloc() : memref<8xf32>
  %v159 = arith.constant 159.0 : f32
  memref.store %v159, %a159[%i] : memref<8xf32>
  cf.br ^m(%a159 : memref<8xf32>)
^c160:
  %a160 = memref.alloc() : memref<8xf32>
  %v160 = arith.constant 160.0 : f32
  memref.store %v160, %a160[%i] : memref<8xf32>
  cf.br ^m(%a160 : memref<8xf32>)
^c161:
  %a161 = memref.alloc() : memref<8xf32>
  %v161 = arith.constant 161.0 : f32
  memref.store %v161, %a161[%i] : memref<8xf32>
  cf.br ^m(%a161 : memref<8xf32>)
^c162:
  %a162 = memref.alloc() : memref<8xf32>
  %v162 = arith.constant 162.0 : f32
  memref.store %v162, %a162[%i] : memref<8xf32>
  cf.br ^m(%a162 : memref<8xf32>)
^c163:
  %a163 = memref.alloc() : memref<8xf32>
  %v163 = arith.constant 163.0 : f32
  memref.store %v163, %a163[%i] : memref<8xf32>
  cf.br ^m(%a163 : memref<8xf32>)
^c164:
  %a164 = memref.alloc() : memref<8xf32>
  %v164 = arith.constant 164.0 : f32
  memref.store %v164, %a164[%i] : memref<8xf32>
  cf.br ^m(%a164 : memref<8xf32>)
^c165:
  %a165 = memref.alloc() : memref<8xf32>
  %v165 = arith.constant 165.0 : f32
  memref.store %v165, %a165[%i] : memref<8xf32>
  cf.br ^m(%a165 : memref<8xf32>)
^c166:
  %a166 = memref.alloc() : memref<8xf32>
  %v166 = arith.constant 166.0 : f32
  memref.store %v166, %a166[%i] : memref<8xf32>
  cf.br ^m(%a166 : memref<8xf32>)
^c167:
  %a167 = memref.alloc() : memref<8xf32>
  %v167 = arith.constant 167.0 : f32
  memref.store %v167, %a167[%i] : memref<8xf32>
  cf.br ^m(%a167 : memref<8xf32>)
^c168:
  %a168 = memref.alloc() : memref<8xf32>
  %v168 = arith.constant 168.0 : f32
  memref.store %v168, %a168[%i] : memref<8xf32>
  cf.br ^m(%a168 : memref<8xf32>)
^c169:
  %a169 = memref.alloc() : memref<8xf32>
  %v169 = arith.constant 169.0 : f32
  memref.store %v169, %a169[%i] : memref<8xf32>
  cf.br ^m(%a169 : memref<8xf32>)
^c170:
  %a170 = memref.alloc() : memref<8xf32>
  %v170 = arith.constant 170.0 : f32
  memref.store %v170, %a170[%i] : memref<8xf32>
  cf.br ^m(%a170 : memref<8xf32>)
^c171:
  %a171 = memref.alloc() : memref<8xf32>
  %v171 = arith.constant 171.0 : f32
  memref.store %v171, %a171[%i] : memref<8xf32>
  cf.br ^m(%a171 : memref<8xf32>)
^c172:
  %a172 = memref.alloc() : memref<8xf32>
  %v172 = arith.constant 172.0 : f32
  memref.store %v172, %a172[%i] : memref<8xf32>
  cf.br ^m(%a172 : memref<8xf32>)
^c173:
  %a173 = memref.alloc() : memref<8xf32>
  %v173 = arith.constant 173.0 : f32
  memref.store %v173, %a173[%i] : memref<8xf32>
  cf.br ^m(%a173 : memref<8xf32>)
^c174:
  %a174 = memref.alloc() : memref<8xf32>
  %v174 = arith.constant 174.0 : f32
  memref.store %v174, %a174[%i] : memref<8xf32>
  cf.br ^m(%a174 : memref<8xf32>)
^c175:
  %a175 = memref.alloc() : memref<8xf32>
  %v175 = arith.constant 175.0 : f32
  memref.store %v175, %a175[%i] : memref<8xf32>
  cf.br ^m(%a175 : memref<8xf32>)
^c176:
  %a176 = memref.alloc() : memref<8xf32>
  %v176 = arith.constant 176.0 : f32
  memref.store %v176, %a176[%i] : memref<8xf32>
  cf.br ^m(%a176 : memref<8xf32>)
^c177:
  %a177 = memref.alloc() : memref<8xf32>
  %v177 = arith.constant 177.0 : f32
  memref.store %v177, %a177[%i] : memref<8xf32>
  cf.br ^m(%a177 : memref<8xf32>)
^c178:
  %a178 = memref.alloc() : memref<8xf32>
  %v178 = arith.constant 178.0 : f32
  memref.store %v178, %a178[%i] : memref<8xf32>
  cf.br ^m(%a178 : memref<8xf32>)
^c179:
  %a179 = memref.alloc() : memref<8xf32>
  %v179 = arith.constant 179.0 : f32
  memref.store %v179, %a179[%i] : memref<8xf32>
  cf.br ^m(%a179 : memref<8xf32>)
^c180:
  %a180 = memref.alloc() : memref<8xf32>
  %v180 = arith.constant 180.0 : f32
  memref.store %v180, %a180[%i] : memref<8xf32>
  cf.br ^m(%a180 : memref<8xf32>)
^c181:
  %a181 = memref.alloc() : memref<8xf32>
  %v181 = arith.constant 181.0 : f32
  memref.store %v181, %a181[%i] : memref<8xf32>
  cf.br ^m(%a181 : memref<8xf32>)
^c182:
  %a182 = memref.alloc() : memref<8xf32>
  %v182 = arith.constant 182.0 : f32
  memref.store %v182, %a182[%i] : memref<8xf32>
  cf.br ^m(%a182 : memref<8xf32>)
^c183:
  %a183 = memref.alloc() : memref<8xf32>
  %v183 = arith.constant 183.0 : f32
  memref.store %v183, %a183[%i] : memref<8xf32>
  cf.br ^m(%a183 : memref<8xf32>)
^c184:
  %a184 = memref.alloc() : memref<8xf32>
  %v184 = arith.constant 184.0 : f32
  memref.store %v184, %a184[%i] : memref<8xf32>
  cf.br ^m(%a184 : memref<8xf32>)
^c185:
  %a185 = memref.alloc() : memref<8xf32>
  %v185 = arith.constant 185.0 : f32
  memref.store %v185, %a185[%i] : memref<8xf32>
  cf.br ^m(%a185 : memref<8xf32>)
^c186:
  %a186 = memref.alloc() : memref<8xf32>
  %v186 = arith.constant 186.0 : f32
  memref.store %v186, %a186[%i] : memref<8xf32>
  cf.br ^m(%a186 : memref<8xf32>)
^c187:
  %a187 = memref.alloc() : memref<8xf32>
  %v187 = arith.constant 187.0 : f32
  memref.store %v187, %a187[%i] : memref<8xf32>
  cf.br ^m(%a187 : memref<8xf32>)
^c188:
  %a188 = memref.alloc() : memref<8xf32>
  %v188 = arith.constant 188.0 : f32
  memref.store %v188, %a188[%i] : memref<8xf32>
  cf.br ^m(%a188 : memref<8xf32>)
^c189:
  %a189 = memref.alloc() : memref<8xf32>
  %v189 = arith.constant 189.0 : f32
  memref.store %v189, %a189[%i] : memref<8xf32>
  cf.br ^m(%a189 : memref<8xf32>)
^c190:
  %a190 = memref.alloc() : memref<8xf32>
  %v190 = arith.constant 190.0 : f32
  memref.store %v190, %a190[%i] : memref<8xf32>
  cf.br ^m(%a190 : memref<8xf32>)
^c191:
  %a191 = memref.alloc() : memref<8xf32>
  %v191 = arith.constant 191.0 : f32
  memref.store %v191, %a191[%i] : memref<8xf32>
  cf.br ^m(%a191 : memref<8xf32>)
^c192:
  %a192 = memref.alloc() : memref<8xf32>
  %v192 = arith.constant 192.0 : f32
  memref.store %v192, %a192[%i] : memref<8xf32>
  cf.br ^m(%a192 : memref<8xf32>)
^c193:
  %a193 = memref.alloc() : memref<8xf32>
  %v193 = arith.constant 193.0 : f32
  memref.store %v193, %a193[%i] : memref<8xf32>
  cf.br ^m(%a193 : memref<8xf32>)
^c194:
  %a194 = memref.alloc() : memref<8xf32>
  %v194 = arith.constant 194.0 : f32
  memref.store %v194, %a194[%i] : memref<8xf32>
  cf.br ^m(%a194 : memref<8xf32>)
^c195:
  %a195 = memref.alloc() : memref<8xf32>
  %v195 = arith.constant 195.0 : f32
  memref.store %v195, %a195[%i] : memref<8xf32>
  cf.br ^m(%a195 : memref<8xf32>)
^c196:
  %a196 = memref.alloc() : memref<8xf32>
  %v196 = arith.constant 196.0 : f32
  memref.store %v196, %a196[%i] : memref<8xf32>
  cf.br ^m(%a196 : memref<8xf32>)
^c197:
  %a197 = memref.alloc() : memref<8xf32>
  %v197 = arith.constant 197.0 : f32
  memref.store %v197, %a197[%i] : memref<8xf32>
  cf.br ^m(%a197 : memref<8xf32>)
^c198:
  %a198 = memref.alloc() : memref<8xf32>
  %v198 = arith.constant 198.0 : f32
  memref.store %v198, %a198[%i] : memref<8xf32>
  cf.br ^m(%a198 : memref<8xf32>)
^c199:
  %a199 = memref.alloc() : memref<8xf32>
  %v199 = arith.constant 199.0 : f32
  memref.store %v199, %a199[%i] : memref<8xf32>
  cf.br ^m(%a199 : memref<8xf32>)
^c200:
  %a200 = memref.alloc() : memref<8xf32>
  %v200 = arith.constant 200.0 : f32
  memref.store %v200, %a200[%i] : memref<8xf32>
  cf.br ^m(%a200 : memref<8xf32>)
^c201:
  %a201 = memref.alloc() : memref<8xf32>
  %v201 = arith.constant 201.0 : f32
  memref.store %v201, %a201[%i] : memref<8xf32>
  cf.br ^m(%a201 : memref<8xf32>)
^c202:
  %a202 = memref.alloc() : memref<8xf32>
  %v202 = arith.constant 202.0 : f32
  memref.store %v202, %a202[%i] : memref<8xf32>
  cf.br ^m(%a202 : memref<8xf32>)
^c203:
  %a203 = memref.alloc() : memref<8xf32>
  %v203 = arith.constant 203.0 : f32
  memref.store %v203, %a203[%i] : memref<8xf32>
  cf.br ^m(%a203 : memref<8xf32>)
^c204:
  %a204 = memref.alloc() : memref<8xf32>
  %v204 = arith.constant 204.0 : f32
  memref.store %v204, %a204[%i] : memref<8xf32>
  cf.br ^m(%a204 : memref<8xf32>)
^c205:
  %a205 = memref.alloc() : memref<8xf32>
  %v205 = arith.constant 205.0 : f32
  memref.store %v205, %a205[%i] : memref<8xf32>
  cf.br ^m(%a205 : memref<8xf32>)
^c206:
  %a206 = memref.alloc() : memref<8xf32>
  %v206 = arith.constant 206.0 : f32
  memref.store %v206, %a206[%i] : memref<8xf32>
  cf.br ^m(%a206 : memref<8xf32>)
^c207:
  %a207 = memref.alloc() : memref<8xf32>
  %v207 = arith.constant 207.0 : f32
  memref.store %v207, %a207[%i] : memref<8xf32>
  cf.br ^m(%a207 : memref<8xf32>)
^c208:
  %a208 = memref.alloc() : memref<8xf32>
  %v208 = arith.constant 208.0 : f32
  memref.store %v208, %a208[%i] : memref<8xf32>
  cf.br ^m(%a208 : memref<8xf32>)
^c209:
  %a209 = memref.alloc() : memref<8xf32>
  %v209 = arith.constant 209.0 : f32
  memref.store %v209, %a209[%i] : memref<8xf32>
  cf.br ^m(%a209 : memref<8xf32>)
^c210:
  %a210 = memref.alloc() : memref<8xf32>
  %v210 = arith.constant 210.0 : f32
  memref.store %v210, %a210[%i] : memref<8xf32>
  cf.br ^m(%a210 : memref<8xf32>)
^c211:
  %a211 = memref.alloc() : memref<8xf32>
  %v211 = arith.constant 211.0 : f32
  memref.store %v211, %a211[%i] : memref<8xf32>
  cf.br ^m(%a211 : memref<8xf32>)
^c212:
  %a212 = memref.alloc() : memref<8xf32>
  %v212 = arith.constant 212.0 : f32
  memref.store %v212, %a212[%i] : memref<8xf32>
  cf.br ^m(%a212 : memref<8xf32>)
^c213:
  %a213 = memref.alloc() : memref<8xf32>
  %v213 = arith.constant 213.0 : f32
  memref.store %v213, %a213[%i] : memref<8xf32>
  cf.br ^m(%a213 : memref<8xf32>)
^c214:
  %a214 = memref.alloc() : memref<8xf32>
  %v214 = arith.constant 214.0 : f32
  memref.store %v214, %a214[%i] : memref<8xf32>
  cf.br ^m(%a214 : memref<8xf32>)
^c215:
  %a215 = memref.alloc() : memref<8xf32>
  %v215 = arith.constant 215.0 : f32
  memref.store %v215, %a215[%i] : memref<8xf32>
  cf.br ^m(%a215 : memref<8xf32>)
^c216:
  %a216 = memref.alloc() : memref<8xf32>
  %v216 = arith.constant 216.0 : f32
  memref.store %v216, %a216[%i] : memref<8xf32>
  cf.br ^m(%a216 : memref<8xf32>)
^c217:
  %a217 = memref.alloc() : memref<8xf32>
  %v217 = arith.constant 217.0 : f32
  memref.store %v217, %a217[%i] : memref<8xf32>
  cf.br ^m(%a217 : memref<8xf32>)
^c218:
  %a218 = memref.alloc() : memref<8xf32>
  %v218 = arith.constant 218.0 : f32
  memref.store %v218, %a218[%i] : memref<8xf32>
  cf.br ^m(%a218 : memref<8xf32>)
^c219:
  %a219 = memref.alloc() : memref<8xf32>
  %v219 = arith.constant 219.0 : f32
  memref.store %v219, %a219[%i] : memref<8xf32>
  cf.br ^m(%a219 : memref<8xf32>)
^c220:
  %a220 = memref.alloc() : memref<8xf32>
  %v220 = arith.constant 220.0 : f32
  memref.store %v220, %a220[%i] : memref<8xf32>
  cf.br ^m(%a220 : memref<8xf32>)
^c221:
  %a221 = memref.alloc() : memref<8xf32>
  %v221 = arith.constant 221.0 : f32
  memref.store %v221, %a221[%i] : memref<8xf32>
  cf.br ^m(%a221 : memref<8xf32>)
^c222:
  %a222 = memref.alloc() : memref<8xf32>
  %v222 = arith.constant 222.0 : f32
  memref.store %v222, %a222[%i] : memref<8xf32>
  cf.br ^m(%a222 : memref<8xf32>)
^c223:
  %a223 = memref.alloc() : memref<8xf32>
  %v223 = arith.constant 223.0 : f32
  memref.store %v223, %a223[%i] : memref<8xf32>
  cf.br ^m(%a223 : memref<8xf32>)
^c224:
  %a224 = memref.alloc() : memref<8xf32>
  %v224 = arith.constant 224.0 : f32
  memref.store %v224, %a224[%i] : memref<8xf32>
  cf.br ^m(%a224 : memref<8xf32>)
^c225:
  %a225 = memref.alloc() : memref<8xf32>
  %v225 = arith.constant 225.0 : f32
  memref.store %v225, %a225[%i] : memref<8xf32>
  cf.br ^m(%a225 : memref<8xf32>)
^c226:
  %a226 = memref.alloc() : memref<8xf32>
  %v226 = arith.constant 226.0 : f32
  memref.store %v226, %a226[%i] : memref<8xf32>
  cf.br ^m(%a226 : memref<8xf32>)
^c227:
  %a227 = memref.alloc() : memref<8xf32>
  %v227 = arith.constant 227.0 : f32
  memref.store %v227, %a227[%i] : memref<8xf32>
  cf.br ^m(%a227 : memref<8xf32>)
^c228:
  %a228 = memref.alloc() : memref<8xf32>
  %v228 = arith.constant 228.0 : f32
  memref.store %v228, %a228[%i] : memref<8xf32>
  cf.br ^m(%a228 : memref<8xf32>)
^c229:
  %a229 = memref.alloc() : memref<8xf32>
  %v229 = arith.constant 229.0 : f32
  memref.store %v229, %a229[%i] : memref<8xf32>
  cf.br ^m(%a229 : memref<8xf32>)
^c230:
  %a230 = memref.alloc() : memref<8xf32>
  %v230 = arith.constant 230.0 : f32
  memref.store %v230, %a230[%i] : memref<8xf32>
  cf.br ^m(%a230 : memref<8xf32>)
^c231:
  %a231 = memref.alloc() : memref<8xf32>
  %v231 = arith.constant 231.0 : f32
  memref.store %v231, %a231[%i] : memref<8xf32>
  cf.br ^m(%a231 : memref<8xf32>)
^c232:
  %a232 = memref.alloc() : memref<8xf32>
  %v232 = arith.constant 232.0 : f32
  memref.store %v232, %a232[%i] : memref<8xf32>
  cf.br ^m(%a232 : memref<8xf32>)
^c233:
  %a233 = memref.alloc() : memref<8xf32>
  %v233 = arith.constant 233.0 : f32
  memref.store %v233, %a233[%i] : memref<8xf32>
  cf.br ^m(%a233 : memref<8xf32>)
^c234:
  %a234 = memref.alloc() : memref<8xf32>
  %v234 = arith.constant 234.0 : f32
  memref.store %v234, %a234[%i] : memref<8xf32>
  cf.br ^m(%a234 : memref<8xf32>)
^c235:
  %a235 = memref.alloc() : memref<8xf32>
  %v235 = arith.constant 235.0 : f32
  memref.store %v235, %a235[%i] : memref<8xf32>
  cf.br ^m(%a235 : memref<8xf32>)
^c236:
  %a236 = memref.alloc() : memref<8xf32>
  %v236 = arith.constant 236.0 : f32
  memref.store %v236, %a236[%i] : memref<8xf32>
  cf.br ^m(%a236 : memref<8xf32>)
^c237:
  %a237 = memref.alloc() : memref<8xf32>
  %v237 = arith.constant 237.0 : f32
  memref.store %v237, %a237[%i] : memref<8xf32>
  cf.br ^m(%a237 : memref<8xf32>)
^c238:
  %a238 = memref.alloc() : memref<8xf32>
  %v238 = arith.constant 238.0 : f32
  memref.store %v238, %a238[%i] : memref<8xf32>
  cf.br ^m(%a238 : memref<8xf32>)
^c239:
  %a239 = memref.alloc() : memref<8xf32>
  %v239 = arith.constant 239.0 : f32
  memref.store %v239, %a239[%i] : memref<8xf32>
  cf.br ^m(%a239 : memref<8xf32>)
^c240:
  %a240 = memref.alloc() : memref<8xf32>
  %v240 = arith.constant 240.0 : f32
  memref.store %v240, %a240[%i] : memref<8xf32>
  cf.br ^m(%a240 : memref<8xf32>)
^c241:
  %a241 = memref.alloc() : memref<8xf32>
  %v241 = arith.constant 241.0 : f32
  memref.store %v241, %a241[%i] : memref<8xf32>
  cf.br ^m(%a241 : memref<8xf32>)
^c242:
  %a242 = memref.alloc() : memref<8xf32>
  %v242 = arith.constant 242.0 : f32
  memref.store %v242, %a242[%i] : memref<8xf32>
  cf.br ^m(%a242 : memref<8xf32>)
^c243:
  %a243 = memref.alloc() : memref<8xf32>
  %v243 = arith.constant 243.0 : f32
  memref.store %v243, %a243[%i] : memref<8xf32>
  cf.br ^m(%a243 : memref<8xf32>)
^c244:
  %a244 = memref.alloc() : memref<8xf32>
  %v244 = arith.constant 244.0 : f32
  memref.store %v244, %a244[%i] : memref<8xf32>
  cf.br ^m(%a244 : memref<8xf32>)
^c245:
  %a245 = memref.alloc() : memref<8xf32>
  %v245 = arith.constant 245.0 : f32
  memref.store %v245, %a245[%i] : memref<8xf32>
  cf.br ^m(%a245 : memref<8xf32>)
^c246:
  %a246 = memref.alloc() : memref<8xf32>
  %v246 = arith.constant 246.0 : f32
  memref.store %v246, %a246[%i] : memref<8xf32>
  cf.br ^m(%a246 : memref<8xf32>)
^c247:
  %a247 = memref.alloc() : memref<8xf32>
  %v247 = arith.constant 247.0 : f32
  memref.store %v247, %a247[%i] : memref<8xf32>
  cf.br ^m(%a247 : memref<8xf32>)
^c248:
  %a248 = memref.alloc() : memref<8xf32>
  %v248 = arith.constant 248.0 : f32
  memref.store %v248, %a248[%i] : memref<8xf32>
  cf.br ^m(%a248 : memref<8xf32>)
^c249:
  %a249 = memref.alloc() : memref<8xf32>
  %v249 = arith.constant 249.0 : f32
  memref.store %v249, %a249[%i] : memref<8xf32>
  cf.br ^m(%a249 : memref<8xf32>)
^c250:
  %a250 = memref.alloc() : memref<8xf32>
  %v250 = arith.constant 250.0 : f32
  memref.store %v250, %a250[%i] : memref<8xf32>
  cf.br ^m(%a250 : memref<8xf32>)
^c251:
  %a251 = memref.alloc() : memref<8xf32>
  %v251 = arith.constant 251.0 : f32
  memref.store %v251, %a251[%i] : memref<8xf32>
  cf.br ^m(%a251 : memref<8xf32>)
^c252:
  %a252 = memref.alloc() : memref<8xf32>
  %v252 = arith.constant 252.0 : f32
  memref.store %v252, %a252[%i] : memref<8xf32>
  cf.br ^m(%a252 : memref<8xf32>)
^c253:
  %a253 = memref.alloc() : memref<8xf32>
  %v253 = arith.constant 253.0 : f32
  memref.store %v253, %a253[%i] : memref<8xf32>
  cf.br ^m(%a253 : memref<8xf32>)
^c254:
  %a254 = memref.alloc() : memref<8xf32>
  %v254 = arith.constant 254.0 : f32
  memref.store %v254, %a254[%i] : memref<8xf32>
  cf.br ^m(%a254 : memref<8xf32>)
^c255:
  %a255 = memref.alloc() : memref<8xf32>
  %v255 = arith.constant 255.0 : f32
  memref.store %v255, %a255[%i] : memref<8xf32>
  cf.br ^m(%a255 : memref<8xf32>)
^c256:
  %a256 = memref.alloc() : memref<8xf32>
  %v256 = arith.constant 256.0 : f32
  memref.store %v256, %a256[%i] : memref<8xf32>
  cf.br ^m(%a256 : memref<8xf32>)
^c257:
  %a257 = memref.alloc() : memref<8xf32>
  %v257 = arith.constant 257.0 : f32
  memref.store %v257, %a257[%i] : memref<8xf32>
  cf.br ^m(%a257 : memref<8xf32>)
^c258:
  %a258 = memref.alloc() : memref<8xf32>
  %v258 = arith.constant 258.0 : f32
  memref.store %v258, %a258[%i] : memref<8xf32>
  cf.br ^m(%a258 : memref<8xf32>)
^c259:
  %a259 = memref.alloc() : memref<8xf32>
  %v259 = arith.constant 259.0 : f32
  memref.store %v259, %a259[%i] : memref<8xf32>
  cf.br ^m(%a259 : memref<8xf32>)
^c260:
  %a260 = memref.alloc() : memref<8xf32>
  %v260 = arith.constant 260.0 : f32
  memref.store %v260, %a260[%i] : memref<8xf32>
  cf.br ^m(%a260 : memref<8xf32>)
^c261:
  %a261 = memref.alloc() : memref<8xf32>
  %v261 = arith.constant 261.0 : f32
  memref.store %v261, %a261[%i] : memref<8xf32>
  cf.br ^m(%a261 : memref<8xf32>)
^c262:
  %a262 = memref.alloc() : memref<8xf32>
  %v262 = arith.constant 262.0 : f32
  memref.store %v262, %a262[%i] : memref<8xf32>
  cf.br ^m(%a262 : memref<8xf32>)
^c263:
  %a263 = memref.alloc() : memref<8xf32>
  %v263 = arith.constant 263.0 : f32
  memref.store %v263, %a263[%i] : memref<8xf32>
  cf.br ^m(%a263 : memref<8xf32>)
^c264:
  %a264 = memref.alloc() : memref<8xf32>
  %v264 = arith.constant 264.0 : f32
  memref.store %v264, %a264[%i] : memref<8xf32>
  cf.br ^m(%a264 : memref<8xf32>)
^c265:
  %a265 = memref.alloc() : memref<8xf32>
  %v265 = arith.constant 265.0 : f32
  memref.store %v265, %a265[%i] : memref<8xf32>
  cf.br ^m(%a265 : memref<8xf32>)
^c266:
  %a266 = memref.alloc() : memref<8xf32>
  %v266 = arith.constant 266.0 : f32
  memref.store %v266, %a266[%i] : memref<8xf32>
  cf.br ^m(%a266 : memref<8xf32>)
^c267:
  %a267 = memref.alloc() : memref<8xf32>
  %v267 = arith.constant 267.0 : f32
  memref.store %v267, %a267[%i] : memref<8xf32>
  cf.br ^m(%a267 : memref<8xf32>)
^c268:
  %a268 = memref.alloc() : memref<8xf32>
  %v268 = arith.constant 268.0 : f32
  memref.store %v268, %a268[%i] : memref<8xf32>
  cf.br ^m(%a268 : memref<8xf32>)
^c269:
  %a269 = memref.alloc() : memref<8xf32>
  %v269 = arith.constant 269.0 : f32
  memref.store %v269, %a269[%i] : memref<8xf32>
  cf.br ^m(%a269 : memref<8xf32>)
^c270:
  %a270 = memref.alloc() : memref<8xf32>
  %v270 = arith.constant 270.0 : f32
  memref.store %v270, %a270[%i] : memref<8xf32>
  cf.br ^m(%a270 : memref<8xf32>)
^c271:
  %a271 = memref.alloc() : memref<8xf32>
  %v271 = arith.constant 271.0 : f32
  memref.store %v271, %a271[%i] : memref<8xf32>
  cf.br ^m(%a271 : memref<8xf32>)
^c272:
  %a272 = memref.alloc() : memref<8xf32>
  %v272 = arith.constant 272.0 : f32
  memref.store %v272, %a272[%i] : memref<8xf32>
  cf.br ^m(%a272 : memref<8xf32>)
^c273:
  %a273 = memref.alloc() : memref<8xf32>
  %v273 = arith.constant 273.0 : f32
  memref.store %v273, %a273[%i] : memref<8xf32>
  cf.br ^m(%a273 : memref<8xf32>)
^c274:
  %a274 = memref.alloc() : memref<8xf32>
  %v274 = arith.constant 274.0 : f32
  memref.store %v274, %a274[%i] : memref<8xf32>
  cf.br ^m(%a274 : memref<8xf32>)
^c275:
  %a275 = memref.alloc() : memref<8xf32>
  %v275 = arith.constant 275.0 : f32
  memref.store %v275, %a275[%i] : memref<8xf32>
  cf.br ^m(%a275 : memref<8xf32>)
^c276:
  %a276 = memref.alloc() : memref<8xf32>
  %v276 = arith.constant 276.0 : f32
  memref.store %v276, %a276[%i] : memref<8xf32>
  cf.br ^m(%a276 : memref<8xf32>)
^c277:
  %a277 = memref.alloc() : memref<8xf32>
  %v277 = arith.constant 277.0 : f32
  memref.store %v277, %a277[%i] : memref<8xf32>
  cf.br ^m(%a277 : memref<8xf32>)
^c278:
  %a278 = memref.alloc() : memref<8xf32>
  %v278 = arith.constant 278.0 : f32
  memref.store %v278, %a278[%i] : memref<8xf32>
  cf.br ^m(%a278 : memref<8xf32>)
^c279:
  %a279 = memref.alloc() : memref<8xf32>
  %v279 = arith.constant 279.0 : f32
  memref.store %v279, %a279[%i] : memref<8xf32>
  cf.br ^m(%a279 : memref<8xf32>)
^c280:
  %a280 = memref.alloc() : memref<8xf32>
  %v280 = arith.constant 280.0 : f32
  memref.store %v280, %a280[%i] : memref<8xf32>
  cf.br ^m(%a280 : memref<8xf32>)
^c281:
  %a281 = memref.alloc() : memref<8xf32>
  %v281 = arith.constant 281.0 : f32
  memref.store %v281, %a281[%i] : memref<8xf32>
  cf.br ^m(%a281 : memref<8xf32>)
^c282:
  %a282 = memref.alloc() : memref<8xf32>
  %v282 = arith.constant 282.0 : f32
  memref.store %v282, %a282[%i] : memref<8xf32>
  cf.br ^m(%a282 : memref<8xf32>)
^c283:
  %a283 = memref.alloc() : memref<8xf32>
  %v283 = arith.constant 283.0 : f32
  memref.store %v283, %a283[%i] : memref<8xf32>
  cf.br ^m(%a283 : memref<8xf32>)
^c284:
  %a284 = memref.alloc() : memref<8xf32>
  %v284 = arith.constant 284.0 : f32
  memref.store %v284, %a284[%i] : memref<8xf32>
  cf.br ^m(%a284 : memref<8xf32>)
^c285:
  %a285 = memref.alloc() : memref<8xf32>
  %v285 = arith.constant 285.0 : f32
  memref.store %v285, %a285[%i] : memref<8xf32>
  cf.br ^m(%a285 : memref<8xf32>)
^c286:
  %a286 = memref.alloc() : memref<8xf32>
  %v286 = arith.constant 286.0 : f32
  memref.store %v286, %a286[%i] : memref<8xf32>
  cf.br ^m(%a286 : memref<8xf32>)
^c287:
  %a287 = memref.alloc() : memref<8xf32>
  %v287 = arith.constant 287.0 : f32
  memref.store %v287, %a287[%i] : memref<8xf32>
  cf.br ^m(%a287 : memref<8xf32>)
^c288:
  %a288 = memref.alloc() : memref<8xf32>
  %v288 = arith.constant 288.0 : f32
  memref.store %v288, %a288[%i] : memref<8xf32>
  cf.br ^m(%a288 : memref<8xf32>)
^c289:
  %a289 = memref.alloc() : memref<8xf32>
  %v289 = arith.constant 289.0 : f32
  memref.store %v289, %a289[%i] : memref<8xf32>
  cf.br ^m(%a289 : memref<8xf32>)
^c290:
  %a290 = memref.alloc() : memref<8xf32>
  %v290 = arith.constant 290.0 : f32
  memref.store %v290, %a290[%i] : memref<8xf32>
  cf.br ^m(%a290 : memref<8xf32>)
^c291:
  %a291 = memref.alloc() : memref<8xf32>
  %v291 = arith.constant 291.0 : f32
  memref.store %v291, %a291[%i] : memref<8xf32>
  cf.br ^m(%a291 : memref<8xf32>)
^c292:
  %a292 = memref.alloc() : memref<8xf32>
  %v292 = arith.constant 292.0 : f32
  memref.store %v292, %a292[%i] : memref<8xf32>
  cf.br ^m(%a292 : memref<8xf32>)
^c293:
  %a293 = memref.alloc() : memref<8xf32>
  %v293 = arith.constant 293.0 : f32
  memref.store %v293, %a293[%i] : memref<8xf32>
  cf.br ^m(%a293 : memref<8xf32>)
^c294:
  %a294 = memref.alloc() : memref<8xf32>
  %v294 = arith.constant 294.0 : f32
  memref.store %v294, %a294[%i] : memref<8xf32>
  cf.br ^m(%a294 : memref<8xf32>)
^c295:
  %a295 = memref.alloc() : memref<8xf32>
  %v295 = arith.constant 295.0 : f32
  memref.store %v295, %a295[%i] : memref<8xf32>
  cf.br ^m(%a295 : memref<8xf32>)
^c296:
  %a296 = memref.alloc() : memref<8xf32>
  %v296 = arith.constant 296.0 : f32
  memref.store %v296, %a296[%i] : memref<8xf32>
  cf.br ^m(%a296 : memref<8xf32>)
^c297:
  %a297 = memref.alloc() : memref<8xf32>
  %v297 = arith.constant 297.0 : f32
  memref.store %v297, %a297[%i] : memref<8xf32>
  cf.br ^m(%a297 : memref<8xf32>)
^c298:
  %a298 = memref.alloc() : memref<8xf32>
  %v298 = arith.constant 298.0 : f32
  memref.store %v298, %a298[%i] : memref<8xf32>
  cf.br ^m(%a298 : memref<8xf32>)
^c299:
  %a299 = memref.alloc() : memref<8xf32>
  %v299 = arith.constant 299.0 : f32
  memref.store %v299, %a299[%i] : memref<8xf32>
  cf.br ^m(%a299 : memref<8xf32>)
^m(%r: memref<8xf32>):
  %l = memref.load %r[%i] : memref<8xf32>
  return %l : f32
}

func.func @main() {
  %x0 = arith.constant 0 : i32
  %r0 = func.call @wide(%x0) : (i32) -> f32
  vector.print %r0 : f32
  %x1 = arith.constant 150 : i32
  %r1 = func.call @wide(%x1) : (i32) -> f32
  vector.print %r1 : f32
  %x2 = arith.constant 299 : i32
  %r2 = func.call @wide(%x2) : (i32) -> f32
  vector.print %r2 : f32
  %x3 = arith.constant 1000 : i32
  %r3 = func.call @wide(%x3) : (i32) -> f32
  vector.print %r3 : f32
  return
}
